// A name (aria-label, aria-labelledby) on an element whose role is generic is prohibited by ARIA: screen
// readers ignore it, and axe calls it a serious violation. The loading skeletons were such divs; axe met
// one mid-render in the phase walk-through on CI (reported on ":root", the node already gone). This walks
// every component's JSX, so a nameless-role name is caught here and not by chance in a browser run.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const CLIENT = path.resolve(__dirname, '..');
// Elements whose implicit role is generic (or none): naming them is prohibited unless a role is given.
const GENERIC = new Set(['div', 'span', 'p', 'b', 'i', 'em', 'strong', 'small', 'code', 'pre', 'abbr', 'label']);
const NAMES = new Set(['aria-label', 'aria-labelledby']);

function tsxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : tsxFiles(full);
    return e.name.endsWith('.tsx') && !e.name.includes('.test.') ? [full] : [];
  });
}

/** Every `<div aria-label=…>` (and the like) without a role in one file, as "file:line <tag>". */
export function namedGenerics(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = node.tagName.getText(source);
      if (GENERIC.has(tag)) {
        const attrs = node.attributes.properties.filter(ts.isJsxAttribute).map((a) => a.name.getText(source));
        const spreads = node.attributes.properties.some(ts.isJsxSpreadAttribute);
        if (!spreads && !attrs.includes('role') && attrs.some((a) => NAMES.has(a))) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
          found.push(`${path.relative(CLIENT, file)}:${line + 1} <${tag}>`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('accessible names', () => {
  it('finds a named div without a role, and lets one with a role pass', () => {
    expect(namedGenerics('a.tsx', 'const a = <div aria-busy="true" aria-label="Loading">x</div>;')).toHaveLength(1);
    expect(namedGenerics('a.tsx', 'const a = <span aria-labelledby="t" />;')).toHaveLength(1);
    expect(namedGenerics('a.tsx', 'const a = <div role="status" aria-label="Loading" />;')).toEqual([]);
    expect(namedGenerics('a.tsx', 'const a = <section aria-label="Winners" />;')).toEqual([]);
  });

  it('names no element whose role is generic, anywhere in the client', () => {
    const found = tsxFiles(CLIENT).flatMap((f) => namedGenerics(f, fs.readFileSync(f, 'utf8')));
    expect(found).toEqual([]);
  });
});
