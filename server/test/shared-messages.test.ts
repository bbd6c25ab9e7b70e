// Issue 9 'Shared': each validation message is written once in shared/ (the field schemas of
// shared/schemas/fields.ts and the per-form message maps), so a wording change is one edit and client and
// server cannot drift apart. This reads the sources, which shared/ itself may not (no node:* there).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SHARED = fileURLToPath(new URL('../../shared', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** The string literals of a TypeScript source, comments left out (a quote inside a comment is no literal).
 * Regular expression literals are read as code: none in shared/ holds a quote. */
function stringLiterals(source: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (c === '/' && source[i + 1] === '/') {
      i = source.indexOf('\n', i);
      if (i < 0) break;
    } else if (c === '/' && source[i + 1] === '*') {
      i = source.indexOf('*/', i + 2) + 2;
      if (i < 2) break;
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      let text = '';
      while (j < source.length && source[j] !== c) {
        if (source[j] === '\\') text += source[++j];
        else text += source[j];
        j++;
      }
      out.push(text);
      i = j + 1;
    } else i++;
  }
  return out;
}

/** A sentence a person reads (a capital letter, then words): labels such as 'Cybersecurity' are not. */
const isMessage = (s: string) => /^[A-Z][^\n]*\s\S/.test(s) && !s.includes('${');

const literals = sourceFiles(SHARED).flatMap((file) =>
  stringLiterals(readFileSync(file, 'utf8')).map((text) => ({ text, file: relative(SHARED, file) })),
);
const occurrences = (text: string) => literals.filter((l) => l.text === text).map((l) => l.file);

// Spec §5 word for word ('At least one female team member is required' comes from the event row, DESIGN D5),
// and the messages the shared fields added for their upper bounds and confirmations.
const SPEC_MESSAGES = [
  'Team name must be at least 3 characters',
  'Please select team size',
  'Please select a problem statement',
  'Name must be at least 2 characters',
  'Please enter a valid email',
  'Please enter a valid phone number',
  'Please select a gender',
  'You must add at least one team member',
  'You must agree to the terms and conditions',
  'Please select a challenge',
  'Please enter a valid URL',
  'URL must be a GitHub repository link',
  'Description must be at least 50 characters',
  'Description cannot exceed 500 characters',
  'Please list the technologies used',
  'Please enter a valid email address',
  'Password must be at least 6 characters',
];
const FIELD_MESSAGES = [
  'Name cannot exceed 100 characters',
  'Team name cannot exceed 60 characters',
  'Password must be at least 8 characters',
  'Password cannot exceed 200 characters',
  'Passwords do not match',
  'Please enter a message',
];

describe('validation messages in shared/', () => {
  it('the scan reads comments as comments and literals as literals', () => {
    const src = `// 'In a comment'\nconst a = 'Please enter x'; /* "Nor here" */ const b = \`It's \\\`fine\\\`\`;`;
    expect(stringLiterals(src)).toEqual(['Please enter x', "It's `fine`"]);
  });

  it.each([...SPEC_MESSAGES, ...FIELD_MESSAGES])('%j is written exactly once', (message) => {
    expect(occurrences(message)).toHaveLength(1);
  });

  it('no message sentence is written twice anywhere in shared/', () => {
    const messages = literals.filter((l) => isMessage(l.text));
    // The scan must see the schemas' messages, else this test could not fail.
    expect(messages.length).toBeGreaterThan(40);
    const repeated = [...new Set(messages.map((m) => m.text))]
      .map((text) => ({ text, files: occurrences(text) }))
      .filter((m) => m.files.length > 1);
    expect(repeated).toEqual([]);
  });
});
