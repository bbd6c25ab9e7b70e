// Plain-text first; the HTML part is the same text, escaped, in a simple frame.
import { escapeHtml } from '../../../lib/html';
import type { OutgoingEmail } from './outbox';

/** Builds an email from paragraphs; a paragraph that is a URL becomes a link in the HTML part. */
export function composeEmail(to: string, subject: string, paragraphs: string[]): OutgoingEmail {
  const text = paragraphs.join('\n\n');
  const body = paragraphs
    .map((p) =>
      /^https?:\/\/\S+$/.test(p)
        ? `<p><a href="${escapeHtml(p)}">${escapeHtml(p)}</a></p>`
        : `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`,
    )
    .join('');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">${body}</body></html>`;
  return { to, subject, text, html };
}
