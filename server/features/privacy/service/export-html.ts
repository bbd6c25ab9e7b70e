// The export as a readable page ("and a readable HTML page of it", issue 35): the same document, each
// section a heading and each record a table of its fields. No script, no outside resources: it is meant to
// be saved and opened offline.
import type { DataExport } from '@shared/schemas/privacy';
import { escapeHtml } from '../../../lib/html';

const cell = (v: unknown): string =>
  v === null || v === undefined ? '<em>none</em>' : escapeHtml(typeof v === 'object' ? JSON.stringify(v) : String(v));

function fields(obj: Record<string, unknown>): string {
  const trs = Object.entries(obj).map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${cell(v)}</td></tr>`);
  return `<table>${trs.join('')}</table>`;
}

function list(title: string, items: readonly Record<string, unknown>[]): string {
  const body = items.length ? items.map(fields).join('') : '<p>Nothing.</p>';
  return `<section><h2>${escapeHtml(title)}</h2>${body}</section>`;
}

export function exportHtml(doc: DataExport): string {
  const sections = [
    `<section><h2>Account</h2>${fields(doc.account)}</section>`,
    list('Teams', doc.memberships),
    list('Projects', doc.submissions),
    list('Consents', doc.consents),
    list('Sign-ins', doc.signIns),
    `<section><h2>Deletion</h2>${fields({ erasesAt: doc.deletion.erasesAt, requestedAt: doc.deletion.requestedAt })}</section>`,
    ...Object.entries(doc.records).map(([table, rows]) => list(table.replace(/_/g, ' '), rows)),
  ];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your data: ${escapeHtml(doc.account.name)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:1rem auto;padding:0 1rem;color:#111}table{border-collapse:collapse;margin:0 0 1rem;width:100%}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top;word-break:break-word}th{width:12rem;background:#f4f4f4}</style>
</head><body><main><h1>Your data</h1><p>Everything this platform holds about you, exported ${escapeHtml(doc.exportedAt)}.</p>
${sections.join('\n')}</main></body></html>`;
}
