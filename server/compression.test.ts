// What a browser saves on the wire: JSON answers over 1 KB come brotli- or gzip-compressed and decode to
// the same JSON; the built client is served from the files the build precompressed, with cache headers
// that keep hashed assets forever and revalidate index.html.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../scripts/precompress';
import { createTestApp, type TestApp } from './test/helpers';

describe('JSON answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true });
  });
  afterAll(() => t.close());

  it('over 1 KB are compressed as the client accepts and decode to the same JSON', async () => {
    const plain = await t.app.inject({ url: '/api/problems' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await t.app.inject({ url: '/api/problems', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await t.app.inject({ url: '/api/problems', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('under 1 KB go out as they are', async () => {
    const res = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().status).toBe('ok');
  });
});

describe('the built client', () => {
  let t: TestApp;
  let dir: string;
  const script = `export const items = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `item number ${i}`))};\n`;
  const read = (p: string) => fs.readFileSync(path.join(dir, p));

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      `<!doctype html><html><head><title>App</title><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`,
    );
    fs.writeFileSync(path.join(dir, 'assets', 'app-1a2b3c.js'), script);
    precompress(dir); // the build step
    t = await createTestApp({ clientDist: dir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the build step writes a brotli and a gzip file that decode to each text file', () => {
    expect(brotliDecompressSync(read('assets/app-1a2b3c.js.br')).toString()).toBe(script);
    expect(gunzipSync(read('assets/app-1a2b3c.js.gz')).toString()).toBe(script);
    expect(gunzipSync(read('index.html.gz'))).toEqual(read('index.html'));
  });

  it('sends a hashed asset precompressed, in the encoding the browser prefers, cached for good', async () => {
    const br = await t.app.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    // Byte for byte the build's file: not compressed again, not compressed on the fly.
    expect(br.rawPayload).toEqual(read('assets/app-1a2b3c.js.br'));

    const gz = await t.app.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload).toEqual(read('assets/app-1a2b3c.js.gz'));

    const plain = await t.app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers every client route with index.html and the edition in its head, compressed once, revalidated', async () => {
    const res = await t.app.inject({ url: '/problems', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const plain = await t.app.inject({ url: '/problems' });
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
    // The build's file with the current edition's title and preview tags (page-head.ts), the rest untouched.
    const built = read('index.html').toString();
    expect(plain.body).toMatch(/^<!doctype html><html><head><title>App · [^<]+<\/title>/);
    expect(plain.body).toContain('<meta property="og:site_name"');
    expect(plain.body.slice(plain.body.indexOf('</head>'))).toBe(built.slice(built.indexOf('</head>')));
    // Compressed once per edition, then kept: the same bytes again.
    const again = await t.app.inject({ url: '/problems', headers: { 'accept-encoding': 'br, gzip' } });
    expect(again.rawPayload).toEqual(res.rawPayload);
  });

  it('does not serve the precompressed files as files of their own', async () => {
    const res = await t.app.inject({ url: '/assets/app-1a2b3c.js.br' });
    expect(res.statusCode).toBe(404);
  });
});
