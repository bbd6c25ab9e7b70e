// Uploaded SVG made inert (issue "Organizers make the event theirs"): an SVG is a document that can run
// script, so the upload is rebuilt from an allowlist rather than filtered by a blocklist. Elements that
// draw stay; anything else (script, foreignObject, style, image, a, iframe...) is dropped with its content.
// Attributes stay only by name pattern and never as event handlers; references stay only within the
// image (#id), so nothing external is fetched. A document that is not well-formed is refused (null).
// It is served with its own CSP (sandbox, no script) besides, so a gap here is not a hole by itself.

const KEPT_ELEMENTS = new Set(
  [
    'svg',
    'g',
    'path',
    'rect',
    'circle',
    'ellipse',
    'line',
    'polyline',
    'polygon',
    'text',
    'tspan',
    'textPath',
    'defs',
    'linearGradient',
    'radialGradient',
    'stop',
    'title',
    'desc',
    'clipPath',
    'mask',
    'symbol',
    'use',
    'pattern',
    'marker',
    'filter',
    'feGaussianBlur',
    'feOffset',
    'feBlend',
    'feColorMatrix',
    'feFlood',
    'feComposite',
    'feMerge',
    'feMergeNode',
    'metadata',
  ].map((n) => n.toLowerCase()),
);

const ATTR_NAME = /^[a-zA-Z_][-a-zA-Z0-9_.]*(?::[a-zA-Z_][-a-zA-Z0-9_.]*)?$/;
const START_TAG = /^<([a-zA-Z][-a-zA-Z0-9_.:]*)((?:\s+[^\s=/>"']+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/;
const ATTRIBUTE = /([^\s=/>"']+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const END_TAG = /^<\/([a-zA-Z][-a-zA-Z0-9_.:]*)\s*>/;

/** Entities decoded, so `&#106;avascript:` reads as what a browser would read. */
function decode(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(parseInt(d, 10) % 0x110000))
    .replace(/&(lt|gt|quot|apos|amp);/g, (_, n: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[n]!);
}

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** An attribute as it may stay, or null to drop it. */
function keptAttribute(name: string, raw: string): string | null {
  if (!ATTR_NAME.test(name)) return null;
  const lower = name.toLowerCase();
  if (lower.startsWith('on')) return null;
  const value = decode(raw);
  // Whitespace and control characters are ignored inside a URL scheme: "java\tscript:" is "javascript:".
  const squeezed = [...value]
    .filter((ch) => ch.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase();
  if (/javascript:|data:|vbscript:/.test(squeezed)) return null;
  if (lower === 'href' || lower.endsWith(':href') || lower === 'src') return value.startsWith('#') ? value : null;
  // url(...) anywhere (fill, filter, style) may only point inside the image.
  if (/url\(/.test(squeezed) && /url\((?!['"]?#)/.test(squeezed)) return null;
  if (lower === 'style' && /@import|expression\(/.test(squeezed)) return null;
  return value;
}

/** The SVG rebuilt from the allowlist, or null when it is not a well-formed SVG document. */
export function sanitizeSvg(source: string): string | null {
  let rest = source.replace(/^\uFEFF/, '');
  const out: string[] = [];
  const stack: { name: string; dropped: boolean }[] = [];
  let sawRoot = false;
  const dropping = () => stack.some((s) => s.dropped);
  while (rest.length) {
    const lt = rest.indexOf('<');
    const text = lt < 0 ? rest : rest.slice(0, lt);
    if (text) {
      if (!stack.length && text.trim()) return null; // text outside the root
      if (stack.length && !dropping()) out.push(text.replace(/>/g, '&gt;'));
      rest = rest.slice(text.length);
      continue;
    }
    if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->');
      if (end < 0) return null;
      rest = rest.slice(end + 3);
      continue;
    }
    if (rest.startsWith('<?')) {
      // The XML declaration or a processing instruction: neither is needed to draw.
      const end = rest.indexOf('?>');
      if (end < 0) return null;
      rest = rest.slice(end + 2);
      continue;
    }
    if (rest.startsWith('<![CDATA[')) {
      // Character data (a script's or a style's body): nothing a drawing needs, dropped unread.
      const end = rest.indexOf(']]>');
      if (end < 0) return null;
      rest = rest.slice(end + 3);
      continue;
    }
    // A DOCTYPE can declare entities (billion laughs, external ones): refused.
    if (rest.startsWith('<!')) return null;
    const end = END_TAG.exec(rest);
    if (end) {
      const top = stack.pop();
      if (!top || top.name !== end[1]) return null;
      if (!top.dropped && !dropping()) out.push(`</${top.name}>`);
      rest = rest.slice(end[0].length);
      if (!stack.length) {
        // Only comments and whitespace may follow the root.
        if (rest.replace(/<!--[\s\S]*?-->/g, '').trim()) return null;
        break;
      }
      continue;
    }
    const start = START_TAG.exec(rest);
    if (!start) return null;
    const [whole, name, attrs, selfClosing] = start as unknown as [string, string, string, string];
    if (!stack.length) {
      if (sawRoot || name !== 'svg') return null;
      sawRoot = true;
    }
    const local = name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
    const dropped = !KEPT_ELEMENTS.has(local.toLowerCase()) || name.includes(':');
    if (!dropped && !dropping()) {
      const kept: string[] = [];
      for (const m of attrs.matchAll(ATTRIBUTE)) {
        const value = keptAttribute(m[1]!, m[2] ?? m[3] ?? '');
        if (value !== null) kept.push(` ${m[1]}="${escapeAttr(value)}"`);
      }
      out.push(`<${name}${kept.join('')}${selfClosing ? '/' : ''}>`);
    }
    rest = rest.slice(whole.length);
    if (!selfClosing) stack.push({ name, dropped });
    else if (!stack.length) break;
  }
  if (!sawRoot || stack.length) return null;
  return out.join('');
}
