// A feature may use another feature only through that feature's index (DESIGN §3, issue "House"):
// `server/features/<a>/…` and `client/features/<a>/…` may import `<b>/index` (or the folder itself),
// never `<b>/service`, `<b>/dialogs/x`, …. Applies to relative imports, the client's `@/` alias, re-exports
// and dynamic import(). The one exception: the registry of all features (a file directly under features/,
// such as server/features/index.ts) also takes each feature's `routes.ts`, which the index leaves out so
// that a plugin importing a feature's index never loads that feature's routes (an import cycle).
import path from 'node:path';

const FEATURE = /^(server|client)\/features\/([^/]+)(?:\/(.*))?$/;

function featureOf(rel) {
  const m = FEATURE.exec(rel.split(path.sep).join('/'));
  return m ? { side: m[1], name: m[2], rest: m[3] ?? '' } : null;
}

/** The repository-relative path an import specifier points at, or null for packages and `@shared`. */
function resolveSpecifier(root, fromFile, spec) {
  if (spec.startsWith('.')) return path.relative(root, path.resolve(path.dirname(fromFile), spec));
  if (spec.startsWith('@/')) return path.join('client', spec.slice(2));
  return null;
}

const isIndex = (rest) => rest === '' || /^index(\.tsx?|\.js)?$/.test(rest);
const isRoutes = (rest) => /^routes(\.tsx?|\.js)?$/.test(rest);

export default {
  rules: {
    'no-feature-internals': {
      meta: {
        type: 'problem',
        docs: { description: 'Import another feature only through its index.ts' },
        schema: [],
        messages: {
          internal:
            "'{{spec}}' reaches into the '{{target}}' feature's internals; import from '{{target}}/index' (export what you need there).",
        },
      },
      create(context) {
        const root = context.cwd ?? process.cwd();
        const file = context.filename ?? context.getFilename();
        const self = featureOf(path.relative(root, file));
        if (!self) return {};
        // A file directly under features/ (the registry of all features) is inside none of them.
        const registry = self.rest === '';
        const check = (node, source) => {
          if (!source || typeof source.value !== 'string') return;
          const rel = resolveSpecifier(root, file, source.value);
          if (!rel) return;
          const target = featureOf(rel);
          if (!target || isIndex(target.rest)) return;
          if (registry ? isRoutes(target.rest) : target.name === self.name) return;
          context.report({ node: source, messageId: 'internal', data: { spec: source.value, target: target.name } });
        };
        return {
          ImportDeclaration: (n) => check(n, n.source),
          ExportNamedDeclaration: (n) => check(n, n.source),
          ExportAllDeclaration: (n) => check(n, n.source),
          ImportExpression: (n) => check(n, n.source),
        };
      },
    },
  },
};
