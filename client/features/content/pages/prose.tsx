// Organizer prose: HTML the server rendered from Markdown when the page was saved (raw HTML off, links
// limited to http(s), mailto and the site's own; see server/features/content/pages/markdown.ts), so the
// browser needs no Markdown renderer and never receives anything executable.
import { cn } from '@/lib/utils';

const PROSE =
  'space-y-3 leading-relaxed [&_a]:font-medium [&_a]:text-brand-cyan [&_a:hover]:underline [&_strong]:text-foreground [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-5 [&_h1]:text-xl [&_h1]:font-bold [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-bold [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_img]:max-w-full [&_blockquote]:border-l-2 [&_blockquote]:pl-4';

export function Prose({ html, className, inline }: { html: string; className?: string; inline?: boolean }) {
  if (!html) return null;
  // One paragraph inside a sentence-sized slot (an accordion answer, a card) needs no <p> margins.
  const Tag = inline ? 'span' : 'div';
  return <Tag className={cn(PROSE, inline && 'block', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
