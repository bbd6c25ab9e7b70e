// The readable view of the export document (GET /api/me/export): the same JSON the download saves, drawn
// as headings, definition lists and tables. It walks the document generically rather than naming each
// part, so a table the server adds to the export shows up here without a client change (the export's
// completeness is the server's test; this page must never hide a part of it).
import { useId, type ReactNode } from 'react';
import { formatDateTime } from '@/lib/format';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const isObject = (v: Json): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
const isScalar = (v: Json) => v === null || typeof v !== 'object';
/** Scalars, and lists of scalars: what fits on one line of a list or in one table cell. */
const isFlat = (v: Json) => isScalar(v) || (Array.isArray(v) && v.every(isScalar));

/** 'signInHistory' / 'sign_in_history' → 'Sign in history'. */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One value as text: instants on the edition's clock, yes/no, an empty mark for nothing. */
export function scalarText(v: Json): string {
  if (v === null || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (typeof v === 'string' && ISO_INSTANT.test(v)) return formatDateTime(v);
  if (Array.isArray(v)) return v.length ? v.map(scalarText).join(', ') : '—';
  return String(v);
}

function Heading({ level, id, children }: { level: number; id: string; children: ReactNode }) {
  const cls = level <= 2 ? 'text-xl font-bold' : level === 3 ? 'text-lg font-semibold' : 'text-base font-semibold';
  const Tag = `h${Math.min(level, 6)}` as 'h2';
  return (
    <Tag id={id} className={cls}>
      {children}
    </Tag>
  );
}

function Fields({ entries }: { entries: [string, Json][] }) {
  return (
    <dl className="grid gap-1.5">
      {entries.map(([k, v]) => (
        <div key={k} className="grid gap-x-3 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
          <dt className="text-muted-foreground">{humanize(k)}</dt>
          <dd className="min-w-0 break-words whitespace-pre-wrap">{scalarText(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A table reads well for short records only: a few columns of short values (a story or a message reads
 * better as a list of fields, one record under another). */
const TABLE_MAX_COLUMNS = 7;
const TABLE_MAX_CELL = 80;
export function fitsTable(rows: Json[]): rows is JsonObject[] {
  if (!rows.every((r) => isObject(r) && Object.values(r).every(isFlat))) return false;
  const records = rows as JsonObject[];
  const columns = new Set(records.flatMap((r) => Object.keys(r)));
  return (
    columns.size <= TABLE_MAX_COLUMNS &&
    records.every((r) => Object.values(r).every((v) => scalarText(v).length <= TABLE_MAX_CELL))
  );
}

/** Rows of flat records as one table (columns: every key any row has), scrolling sideways on a phone. */
function RecordsTable({ label, rows }: { label: string; rows: JsonObject[] }) {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return (
    // A focusable scroll area, so a keyboard can scroll a wide table too.
    <div
      className="overflow-x-auto rounded-lg border border-border print:overflow-visible"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-muted/60">
          <tr className="border-b border-border">
            {columns.map((c) => (
              <th
                key={c}
                scope="col"
                className="px-3 py-2 text-xs font-semibold whitespace-nowrap text-muted-foreground"
              >
                {humanize(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i} className="border-b border-border/60 align-top last:border-0">
              {columns.map((c) => (
                <td key={c} className="max-w-80 px-3 py-2 break-words whitespace-pre-wrap">
                  {c in r ? scalarText(r[c]!) : '—'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One named part of the document at a heading level: its flat fields, then its nested parts. */
function Part({ name, value, level }: { name: string; value: Json; level: number }) {
  const id = useId();
  let body: ReactNode;
  if (Array.isArray(value)) {
    if (value.length === 0) body = <p className="text-sm text-muted-foreground">None.</p>;
    else if (value.every(isScalar)) body = <p className="text-sm break-words">{scalarText(value)}</p>;
    else if (fitsTable(value)) body = <RecordsTable label={name} rows={value} />;
    else
      body = (
        <ol className="grid gap-4">
          {value.map((item, i) => (
            <li key={i} className="rounded-lg border border-border p-3 print:break-inside-avoid">
              <Part name={`${name} ${i + 1}`} value={item} level={level + 1} />
            </li>
          ))}
        </ol>
      );
  } else if (isObject(value)) body = <ObjectBody value={value} level={level} />;
  else body = <p className="text-sm break-words">{scalarText(value)}</p>;
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <Heading level={level} id={id}>
        {name}
      </Heading>
      {body}
    </section>
  );
}

function ObjectBody({ value, level }: { value: JsonObject; level: number }) {
  const entries = Object.entries(value);
  const flat = entries.filter(([, v]) => isFlat(v));
  const nested = entries.filter(([, v]) => !isFlat(v));
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">Nothing held.</p>;
  return (
    <div className="grid gap-4">
      {flat.length ? <Fields entries={flat} /> : null}
      {nested.map(([k, v]) => (
        <Part key={k} name={humanize(k)} value={v} level={level + 1} />
      ))}
    </div>
  );
}

/** The whole export: each top-level part a section of its own, under the page's h1. */
export function DataDocument({ doc }: { doc: Record<string, unknown> }) {
  return (
    <div className="grid gap-8">
      {Object.entries(doc as JsonObject).map(([k, v]) => (
        <div key={k} className="rounded-xl border border-border bg-card p-4 sm:p-6 print:border-0 print:p-0">
          <Part name={humanize(k)} value={v} level={2} />
        </div>
      ))}
    </div>
  );
}
