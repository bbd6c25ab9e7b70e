// Decisions are cited by number ("decision 0008") and read long after: each file is numbered and opens
// with its title, status and date in one format (issue "House 2").
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const dir = path.resolve(import.meta.dirname, '../docs/decisions');
const HEAD = /^# (\d{4}): \S.*\n\n- Status: (?:Accepted|Superseded by \S).*\n- Date: \d{4}-\d{2}-\d{2}\n\n/;

it('every decision is numbered once and opens with its title, status and date', () => {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.md'));
  const wrong = files.filter((f) => {
    const head = HEAD.exec(fs.readFileSync(path.join(dir, f), 'utf8'));
    return !/^\d{4}-[a-z0-9-]+\.md$/.test(f) || !head || head[1] !== f.slice(0, 4);
  });
  expect(wrong, 'expected "NNNN-name.md" opening "# NNNN: title", "- Status: …", "- Date: YYYY-MM-DD"').toEqual([]);
  const numbers = files.map((f) => f.slice(0, 4));
  expect(
    numbers.filter((n, i) => numbers.indexOf(n) !== i),
    'numbers used twice',
  ).toEqual([]);
});
