// Walks a page document: every Markdown field ({markdown, html}) and every plain string, with its path
// (as the 400's field names write it: 'tabs.0.entries.2.answer').
import type { MarkdownField } from '@shared/schemas/pages/index';

export const isMarkdownField = (v: unknown): v is MarkdownField =>
  !!v && typeof v === 'object' && !Array.isArray(v) && typeof (v as { markdown?: unknown }).markdown === 'string';

/** A copy of `value` with each Markdown field replaced by `onMarkdown(field, path)` and each string by `onText`. */
export function mapDocument(
  value: unknown,
  fns: { onMarkdown: (field: MarkdownField, path: string) => unknown; onText?: (text: string, path: string) => string },
  path = '',
): unknown {
  if (isMarkdownField(value)) return fns.onMarkdown(value, path);
  const at = (k: string | number) => (path ? `${path}.${k}` : String(k));
  if (Array.isArray(value)) return value.map((v, i) => mapDocument(v, fns, at(i)));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapDocument(v, fns, at(k))]));
  if (typeof value === 'string' && fns.onText) return fns.onText(value, path);
  return value;
}

/** Every text an organizer typed (plain strings and Markdown sources), with its path. */
export function textsOf(doc: unknown): Array<{ path: string; text: string }> {
  const out: Array<{ path: string; text: string }> = [];
  mapDocument(doc, {
    onMarkdown: (f, path) => out.push({ path, text: f.markdown }),
    onText: (text, path) => {
      out.push({ path, text });
      return text;
    },
  });
  return out;
}
