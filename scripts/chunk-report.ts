// Prints every built chunk with its raw and gzip size, largest first, and writes the same table to
// dist/client/chunk-report.json, so a change that bloats what visitors download is seen at build time.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = path.resolve('dist/client/assets');
const rows = fs
  .readdirSync(dir)
  .filter((f) => /\.(js|css)$/.test(f))
  .map((file) => {
    const buf = fs.readFileSync(path.join(dir, file));
    return { file, bytes: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const index = fs.readFileSync(path.resolve('dist/client/index.html'), 'utf8');
const initial = rows.filter((r) => index.includes(r.file));
console.log('\nChunk sizes (gzip):');
for (const r of rows)
  console.log(
    `  ${kb(r.gzip).padStart(9)}  ${kb(r.bytes).padStart(9)} raw  ${r.file}${index.includes(r.file) ? '  [initial]' : ''}`,
  );
const initialGzip = initial.reduce((s, r) => s + r.gzip, 0);
console.log(`  initial download (index.html's scripts and styles): ${kb(initialGzip)} gzip\n`);
fs.writeFileSync(path.resolve('dist/client/chunk-report.json'), JSON.stringify({ initialGzip, chunks: rows }, null, 2));
