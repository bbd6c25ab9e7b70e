// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) file beside every text file of the client
// build, once, at build time: the server sends them as they are (@fastify/static preCompressed, see
// server/static.ts), so visitors get the smallest encoding without the server compressing per request.
// A variant that would not be smaller than its file is not written (the file is then sent as it is).
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PAGE_RENDERER_FILE } from '../shared/prerendered';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

export function precompress(dir: string): { files: number; bytes: number; br: number; gz: number } {
  const total = { files: 0, bytes: 0, br: 0, gz: 0 };
  for (const file of files(dir)) {
    // The server's page renderer (decision 0025) is read from disk by the server, never sent.
    if (file.endsWith(PAGE_RENDERER_FILE)) continue;
    const buf = fs.readFileSync(file);
    const br = brotliCompressSync(buf, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
      },
    });
    const gz = gzipSync(buf, { level: 9 });
    total.files++;
    total.bytes += buf.length;
    total.br += Math.min(br.length, buf.length);
    total.gz += Math.min(gz.length, buf.length);
    for (const [ext, out] of [
      ['br', br],
      ['gz', gz],
    ] as const) {
      if (out.length < buf.length) fs.writeFileSync(`${file}.${ext}`, out);
      else fs.rmSync(`${file}.${ext}`, { force: true }); // a stale one from an earlier run would be served
    }
  }
  return total;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? 'dist/client');
  const t = precompress(dir);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  console.log(`Precompressed ${t.files} files (${kb(t.bytes)}): brotli ${kb(t.br)}, gzip ${kb(t.gz)}`);
}
