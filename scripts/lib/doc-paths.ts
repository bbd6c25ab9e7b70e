// The file paths the README and docs/ name, and which of them do not exist. Docs rot silently when code
// moves (server/mail/ became features/mail/, client/app/paths.ts became shared/paths.ts), so
// scripts/docs-paths.test.ts runs this in `npm test`.
import fs from 'node:fs';
import path from 'node:path';

export interface DocPath {
  doc: string;
  line: number;
  path: string;
}

/** The repository's top-level folders: a path starting with one of them is checked wherever it is written. */
const ROOTS = ['server', 'client', 'shared', 'bench', 'scripts', 'e2e', 'drizzle', 'eslint-rules', 'docs'];
/** The folders a path relative to "a side" is looked up in (the feature map writes `features/auth`). */
const SIDES = ['', 'server/', 'client/', 'shared/'];
/** Never in the tree: build output, the runtime data directory, generated reports, dependencies. */
const NOT_IN_TREE = new Set(['node_modules', '.git', 'dist', 'data', 'test-results', 'playwright-report']);
/** Files a walk-through tells the reader to create (architecture.md's "sponsors" example). */
const EXAMPLES = new Set([
  'shared/schemas/sponsors.ts',
  'server/db/schema-sponsors.ts',
  'server/features/sponsors/service.ts',
  'client/features/sponsors/queries.ts',
  'sponsors.test.ts',
]);

const ROOTED = new RegExp(`(?<![\\w./@-])((?:${ROOTS.join('|')})/[\\w.*/-]*[\\w*])`, 'g');
const CODE = /`([^`\s]+)`/g;
const LINK = /\]\(([^)\s]+)\)/g;
const FILE_NAME = /^[\w-][\w.-]*\.(?:tsx?|jsx?|mjs|sql|json|md|css|html)$/;

/** The paths one line of a doc names: `rooted` from the repository root, `side` relative to root,
 * server/, client/ or shared/, `name` a bare file name found anywhere, `link` relative to the doc. */
export function pathsInLine(line: string): { kind: 'rooted' | 'side' | 'name' | 'link'; path: string }[] {
  const found: { kind: 'rooted' | 'side' | 'name' | 'link'; path: string }[] = [];
  for (const m of line.matchAll(ROOTED)) found.push({ kind: 'rooted', path: m[1] });
  for (const m of line.matchAll(CODE)) {
    const p = m[1];
    if (FILE_NAME.test(p)) found.push({ kind: 'name', path: p });
    else if (isSidePath(p)) found.push({ kind: 'side', path: p.replace(/\/$/, '') });
  }
  for (const m of line.matchAll(LINK)) {
    if (!/^(?:[a-z]+:|#)/.test(m[1])) found.push({ kind: 'link', path: m[1].replace(/#.*$/, '') });
  }
  return found;
}

function isSidePath(p: string): boolean {
  if (!/^[\w@.-]+(?:\/[\w.-]+)+\/?$/.test(p)) return false; // one slash at least; no globs, URLs, params
  const first = p.split('/')[0];
  if (ROOTS.includes(first) || NOT_IN_TREE.has(first) || first.startsWith('.')) return false;
  return !first.startsWith('@') && !/^[A-Z][A-Z_]*$/.test(first); // a package, `DATA_DIR/pglite`
}

/** `preact/compat`, `react-dom/client`: a module of a dependency, not a file of ours. */
const isPackage = (root: string, p: string) => fs.existsSync(path.join(root, 'node_modules', p.split('/')[0]));

/** Whether a path exists; `*` matches within one segment (`server/db/schema*.ts`). */
function exists(root: string, p: string): boolean {
  let dirs = [root];
  for (const seg of p.split('/').filter(Boolean)) {
    if (!seg.includes('*')) {
      dirs = dirs.map((d) => path.join(d, seg)).filter((d) => fs.existsSync(d));
      continue;
    }
    const re = new RegExp(`^${seg.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    dirs = dirs.flatMap((d) =>
      fs.statSync(d).isDirectory()
        ? fs
            .readdirSync(d)
            .filter((n) => re.test(n))
            .map((n) => path.join(d, n))
        : [],
    );
  }
  return dirs.length > 0;
}

function fileNames(root: string, into = new Set<string>()): Set<string> {
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (NOT_IN_TREE.has(entry.name)) continue;
    if (entry.isDirectory()) fileNames(path.join(root, entry.name), into);
    else into.add(entry.name);
  }
  return into;
}

/** README.md and every Markdown file under docs/, relative to root. */
export function docFiles(root: string): string[] {
  const docs = fs
    .readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => path.posix.join('docs', f.split(path.sep).join('/')));
  return ['README.md', ...docs.sort()];
}

/** Every path a doc names that does not exist, with the doc and line that name it. */
export function missingDocPaths(root: string): DocPath[] {
  const names = fileNames(root);
  const missing: DocPath[] = [];
  for (const doc of docFiles(root)) {
    fs.readFileSync(path.join(root, doc), 'utf8')
      .split('\n')
      .forEach((text, i) => {
        for (const { kind, path: p } of pathsInLine(text)) {
          if (EXAMPLES.has(p) || (kind === 'side' && isPackage(root, p))) continue;
          const ok =
            kind === 'rooted'
              ? exists(root, p)
              : kind === 'side'
                ? SIDES.some((side) => exists(root, side + p))
                : kind === 'name'
                  ? names.has(p)
                  : exists(root, path.posix.join(path.posix.dirname(doc), p));
          if (!ok) missing.push({ doc, line: i + 1, path: p });
        }
      });
  }
  return missing;
}
