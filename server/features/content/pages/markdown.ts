// Markdown to HTML, on the server, when a page is saved (DESIGN D14). markdown-it with raw HTML off: a
// `<script>` or `<img onerror>` typed by an organizer is shown as text, never as markup. Links and images
// are limited to http(s) and mailto (markdown-it's own validateLink refuses javascript:, vbscript:, file:
// and most data:; ours refuses everything else too), and external links open with rel="noopener noreferrer".
import MarkdownIt from 'markdown-it';

const ALLOWED_LINK = /^(?:https?:\/\/|mailto:)/i;
/** Links within the site ('/faq', '#rules') stay, except protocol-relative ones ('//evil.example'). */
const SITE_LINK = /^(?:\/(?!\/)|#)/;

const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

const defaultValidate = md.validateLink.bind(md);
md.validateLink = (url: string) => {
  if (!defaultValidate(url)) return false;
  const trimmed = url.trim();
  return ALLOWED_LINK.test(trimmed) || SITE_LINK.test(trimmed);
};

// Images: only http(s) sources (an image cannot be a mailto: or a page of the site's own).
const defaultImage = md.renderer.rules.image!;
md.renderer.rules.image = (tokens, idx, options, env, self) => {
  const src = String(tokens[idx]!.attrGet('src') ?? '');
  if (!/^https?:\/\//i.test(src) && !/^\/api\/images\//.test(src))
    return self.renderInline(tokens[idx]!.children ?? [], options, env);
  tokens[idx]!.attrSet('loading', 'lazy');
  return defaultImage(tokens, idx, options, env, self);
};

// External links: a new tab without access to this window, and no referrer.
const defaultLinkOpen =
  md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const href = String(tokens[idx]!.attrGet('href') ?? '');
  if (/^https?:\/\//i.test(href)) {
    tokens[idx]!.attrSet('target', '_blank');
    tokens[idx]!.attrSet('rel', 'noopener noreferrer');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

export function renderMarkdown(source: string): string {
  return md.render(source);
}
