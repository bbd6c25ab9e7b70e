// An edition's logo (issue "Organizers make the event theirs"): multipart upload of PNG, SVG or WebP (the
// bytes decide, not the name), at most 256 KB, an SVG made inert, stored by its hash and served with a
// year-long immutable cache; the edition's logo_url follows, with a new version and an audit line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES } from '@shared/schemas/event-patch';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { auditRows } from '../../test/fixtures';
import { multipartBody, postFile, UPLOAD_BOUNDARY } from '../../test/uploads';
import { parseMultipart, boundaryOf } from '../../lib/multipart';
import { sniffImage } from './service/images';
import { sanitizeSvg } from './service/svg-sanitize';

let t: TestApp;
let admin: string;
const SLUG = 'hackverse-2027';

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
});
afterAll(() => t.close());

const upload = (file: Buffer, filename: string, field?: string, token = admin) =>
  postFile(t.app, `/api/admin/events/${SLUG}/logo`, token, file, filename, field);

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A WebP header (RIFF....WEBPVP8 ) is enough for the sniffing. */
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([30, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(22),
]);

const MALICIOUS_SVG = `<?xml version="1.0"?>
<!-- a logo -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert('x')</script>
  <script type="text/javascript"><![CDATA[ alert(2) ]]></script>
  <foreignObject width="10" height="10"><iframe src="https://evil.example"></iframe></foreignObject>
  <a href="javascript:alert(3)"><rect width="5" height="5"/></a>
  <image href="https://evil.example/track.png" width="1" height="1"/>
  <use xlink:href="https://evil.example/sprite.svg#x"/>
  <use href="#dot"/>
  <circle id="dot" cx="5" cy="5" r="4" fill="#22d3ee" onclick="alert(4)" ONMOUSEOVER="alert(5)"/>
  <rect width="2" height="2" style="fill: url(https://evil.example/x)" fill="url(#grad)"/>
  <path d="M0 0L10 10" href="&#106;avascript:alert(6)" stroke="data:text/html,x"/>
</svg>`;

describe('POST /api/admin/events/{slug}/logo', () => {
  it('stores a PNG by its hash, answers 201 {url}, and sets the edition’s logo with a new version', async () => {
    const before = (await t.app.inject({ url: `/api/events/${SLUG}`, headers: bearer(admin) })).json();
    const res = await upload(PNG, 'logo.png');
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/api\/images\/[0-9a-f]{64}\.png$/);
    const after = (await t.app.inject({ url: `/api/events/${SLUG}`, headers: bearer(admin) })).json();
    expect(after).toMatchObject({ logoUrl: url, version: before.version + 1 });
    expect((await t.app.inject({ url: '/api/event' })).json().logoUrl).toBe(url);
    const audit = (await auditRows(t.app, `event:${SLUG}`)).filter((r) => r.action === 'event.logo');
    expect(audit.at(-1)!.data).toEqual({ before: { logoUrl: before.logoUrl }, after: { logoUrl: url } });
  });

  it('serves the image with an immutable year-long cache, its type and nosniff', async () => {
    const { url } = (await upload(PNG, 'logo.png')).json();
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    // The extension must match the stored type; an unknown hash is 404.
    expect((await t.app.inject({ url: url.replace('.png', '.svg') })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/images/${'0'.repeat(64)}.png` })).statusCode).toBe(404);
  });

  it('takes WebP, read from its bytes whatever the name says', async () => {
    const res = await upload(WEBP, 'logo.png');
    expect(res.statusCode).toBe(201);
    expect(res.json().url).toMatch(/\.webp$/);
  });

  it('refuses other types by their bytes (a text file named .png, a GIF), naming the field', async () => {
    for (const bytes of [Buffer.from('just text, honest'), Buffer.from('GIF89a\x01\x00\x01\x00')]) {
      const res = await upload(bytes, 'logo.png');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: IMAGE_MESSAGES.type, fieldErrors: { file: IMAGE_MESSAGES.type } });
    }
  });

  it('refuses an image over 256 KB with 413 and a clear message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(256 * 1024)]);
    const res = await upload(big, 'big.png');
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(IMAGE_MESSAGES.tooLarge);
  });

  it('refuses a body without the field "file"', async () => {
    const res = await upload(PNG, 'logo.png', 'image');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ file: IMAGE_MESSAGES.missing });
  });

  it('makes a malicious SVG inert and serves it with a sandboxing CSP', async () => {
    const res = await upload(Buffer.from(MALICIOUS_SVG), 'logo.svg');
    expect(res.statusCode).toBe(201);
    const served = await t.app.inject({ url: res.json().url });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    const svg = served.body;
    for (const bad of [
      /<script/i,
      /foreignObject/i,
      /iframe/i,
      /\son\w+=/i,
      /javascript:/i,
      /data:/i,
      /evil\.example/,
    ]) {
      expect(svg).not.toMatch(bad);
    }
    expect(svg).toContain('<circle id="dot" cx="5" cy="5" r="4" fill="#22d3ee"/>');
    expect(svg).toContain('<use href="#dot"/>');
    expect(svg).toContain('fill="url(#grad)"');
  });

  it('refuses an SVG that is not well-formed or declares entities', async () => {
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>',
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
    ]) {
      const res = await upload(Buffer.from(svg), 'x.svg');
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ file: IMAGE_MESSAGES.svgUnsafe });
    }
  });

  it('is for admins only', async () => {
    const team = await loginAs(t.app, 'team@example.com', 'team12345');
    expect((await upload(PNG, 'logo.png', 'file', team)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/events/{slug}/images (a sponsor logo for the pages)', () => {
  const image = (file: Buffer, filename: string, token = admin) =>
    postFile(t.app, `/api/admin/events/${SLUG}/images`, token, file, filename);

  it('stores the image and answers its address, leaving the edition (its logo, its version) as it is', async () => {
    const before = (await t.app.inject({ url: `/api/events/${SLUG}`, headers: bearer(admin) })).json();
    const res = await image(WEBP, 'sponsor.webp');
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/api\/images\/[0-9a-f]{64}\.webp$/);
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    const after = (await t.app.inject({ url: `/api/events/${SLUG}`, headers: bearer(admin) })).json();
    expect(after).toMatchObject({ logoUrl: before.logoUrl, version: before.version });
  });

  it('refuses what the logo refuses, and anyone but an admin', async () => {
    expect((await image(Buffer.from('not an image'), 'x.png')).statusCode).toBe(400);
    expect((await image(Buffer.alloc(300 * 1024, 1), 'big.png')).statusCode).toBe(413);
    const team = await loginAs(t.app, 'team@example.com', 'team12345');
    expect((await image(PNG, 'logo.png', team)).statusCode).toBe(403);
  });
});

describe('the pieces', () => {
  it('parseMultipart reads each part, and refuses a body cut short', () => {
    const body = multipartBody(PNG, 'a.png');
    const parts = parseMultipart(body, boundaryOf(`multipart/form-data; boundary="${UPLOAD_BOUNDARY}"`)!)!;
    expect(parts.map((p) => [p.name, p.filename])).toEqual([
      ['note', null],
      ['file', 'a.png'],
    ]);
    expect(parts[1]!.data.equals(PNG)).toBe(true);
    expect(parseMultipart(body.subarray(0, body.length - 30), UPLOAD_BOUNDARY)).toBeNull();
    expect(boundaryOf('application/json')).toBeNull();
  });

  it('sniffImage knows PNG, WebP and SVG by their bytes only', () => {
    expect(sniffImage(PNG)).toBe('png');
    expect(sniffImage(WEBP)).toBe('webp');
    expect(sniffImage(Buffer.from('\uFEFF<?xml version="1.0"?>\n<svg viewBox="0 0 1 1"/>'))).toBe('svg');
    expect(sniffImage(Buffer.from('<html><svg/></html>'))).toBeNull();
  });

  it('sanitizeSvg keeps a plain drawing as it is', () => {
    const plain =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><title>Logo</title><rect width="4" height="4" fill="#fff"/></svg>';
    expect(sanitizeSvg(plain)).toBe(plain);
    expect(sanitizeSvg('<svg><rect/></svg><script>alert(1)</script>')).toBeNull();
    expect(sanitizeSvg('<div/>')).toBeNull();
  });
});
