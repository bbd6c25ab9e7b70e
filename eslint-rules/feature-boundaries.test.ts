// The feature-boundary rule, run through ESLint itself on planted imports: a reach into another
// feature's internals fails lint on either side; the other feature's index, the feature's own files,
// shared code and the features registry (each feature's index or routes.ts, nothing deeper) pass.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function ruleErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'features/no-feature-internals').map((m) => m.message);
}

describe('features/no-feature-internals', () => {
  it("fails a server feature importing another feature's service", async () => {
    const errors = await ruleErrors('server/features/teams/planted.ts', "export { x } from '../winners/service';\n");
    expect(errors).toEqual([expect.stringContaining("reaches into the 'winners' feature's internals")]);
  });

  it("fails a client feature reaching into another feature's folder, by alias, relative path or import()", async () => {
    const code = [
      "import { a } from '@/features/admin/dialogs/evaluation-dialog';",
      "import { b } from '../teams/members-tab';",
      "export const c = () => import('@/features/problems/api');",
      'export { a, b };',
      '',
    ].join('\n');
    expect(await ruleErrors('client/features/profile/planted.tsx', code)).toHaveLength(3);
  });

  it("allows another feature's index, the feature's own files, shared and lib code, and the registry", async () => {
    const client = [
      "import { a } from '@/features/teams';",
      "import { b } from '@/features/teams/index';",
      "import { c } from './profile-page';",
      "import { d } from '@/lib/format';",
      "import { e } from '@shared/constants';",
      'export { a, b, c, d, e };',
      '',
    ].join('\n');
    expect(await ruleErrors('client/features/profile/planted.tsx', client)).toEqual([]);
    expect(await ruleErrors('server/features/index.ts', "export { x } from './teams/routes';\n")).toEqual([]);
  });

  it("fails the registry reaching past a feature's routes.ts", async () => {
    const errors = await ruleErrors('server/features/index.ts', "export { x } from './teams/service/admit';\n");
    expect(errors).toEqual([expect.stringContaining("reaches into the 'teams' feature's internals")]);
  });
});
