// A content page's whole document (decision 0025): the build's index.html with the page the renderer drew
// in #root, the page's own title and description, and the answers it was drawn from as JSON, which the
// client puts in its query cache before its first render (client/app/prerendered-answers.ts).
import { PRERENDERED_ANSWERS_ID, type PrerenderedAnswers, type RenderedPage } from '@shared/prerendered';
import { escapeHtml } from '../lib/html';

const ROOT_OPEN = '<div id="root">';

/**
 * JSON that cannot end the <script> it is in, open a comment there, or break a line in old parsers: every
 * `<`, `>` and `&` as a JSON escape (the organizers' text is in it: `</script><script>…` stays text).
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** `template` (index.html as the build wrote it, the shell in #root) with `page` in #root and its answers after it. */
export function pageDocument(template: string, page: RenderedPage, answers: PrerenderedAnswers): string {
  const open = template.indexOf(ROOT_OPEN);
  const bodyEnd = template.lastIndexOf('</body>');
  // #root is the body's last element (index.html): its end is the last </div> before </body>.
  const close = template.lastIndexOf('</div>', bodyEnd);
  if (open < 0 || bodyEnd < 0 || close < open) throw new Error('index.html has no #root at the end of its body');
  const data = `<script type="application/json" id="${PRERENDERED_ANSWERS_ID}">${scriptSafeJson(answers)}</script>`;
  let doc = template.slice(0, open + ROOT_OPEN.length) + page.html + '</div>' + data + template.slice(close + 6);
  if (page.title) doc = doc.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title!)}</title>`);
  if (page.description)
    doc = doc.replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_m, start: string, end: string) => `${start}${escapeHtml(page.description!)}${end}`,
    );
  return doc;
}
