// `npm run bench`: runs every benchmark module in bench/ (each exports `run()` or a default function
// returning rows) and prints ratios against baselines measured in the same run. Results are written to
// docs/bench-results.md. Ratios, not absolute times, so a slower or busier machine does not move them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface BenchRow {
  name: string;
  baseline: string;
  value: number;
  baselineValue: number;
  unit: string;
  /** value / baselineValue */
  ratio: number;
  note?: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const files = fs
  .readdirSync(here)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.endsWith('.test.ts') && !f.startsWith('_'))
  .filter((f) => !only || f.includes(only))
  .sort();

const all: BenchRow[] = [];
for (const file of files) {
  const mod = await import(pathToFileURL(path.join(here, file)).href);
  const fn = mod.run ?? mod.default;
  if (typeof fn !== 'function') continue;
  console.log(`\n▶ ${file}`);
  const rows = (await fn()) as BenchRow[] | undefined;
  for (const r of rows ?? []) {
    all.push(r);
    console.log(
      `  ${r.name}: ${r.value.toFixed(2)} ${r.unit} vs ${r.baseline} ${r.baselineValue.toFixed(2)} ${r.unit} → ratio ${r.ratio.toFixed(2)}${r.note ? ` (${r.note})` : ''}`,
    );
  }
}

const lines = [
  '# Benchmark results',
  '',
  `Measured ${new Date().toISOString()} on ${process.platform}/${process.arch}, Node ${process.version}. Each ratio compares a`,
  'measurement with a baseline taken in the same run (lower is better unless noted).',
  '',
  '| benchmark | value | baseline | ratio | note |',
  '|---|---|---|---|---|',
  ...all.map(
    (r) =>
      `| ${r.name} | ${r.value.toFixed(2)} ${r.unit} | ${r.baseline}: ${r.baselineValue.toFixed(2)} ${r.unit} | ${r.ratio.toFixed(2)} | ${r.note ?? ''} |`,
  ),
  '',
];
if (!only) fs.writeFileSync(path.resolve(here, '../docs/bench-results.md'), lines.join('\n'));
console.log(`\n${all.length} benchmark rows${only ? '' : ' written to docs/bench-results.md'}`);
