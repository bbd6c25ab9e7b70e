// CSV (RFC 4180) for the admin reports and the judging exports. Text cells that a spreadsheet would run
// as a formula (starting with = + - @, or a tab / carriage return) are prefixed with ' (OWASP CSV
// injection).
export type Cell = string | number | boolean | null | undefined | Date;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  let text = value instanceof Date ? value.toISOString() : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], body: Cell[][]): string {
  // CRLF line ends (RFC 4180) and a BOM so spreadsheet programs read UTF-8 names correctly.
  return `\uFEFF${[header, ...body].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
