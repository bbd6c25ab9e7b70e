// The PostgreSQL run repeats every server test whose outcome can depend on TEST_DATABASE_URL, found
// through imports however deep, and leaves out only files that run the same code on both runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseTestFiles } from './lib/database-tests';

function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'database-tests-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

describe('the test files the PostgreSQL run repeats', () => {
  it('follows imports through helpers, cycles and both import forms to the module that reads the URL', () => {
    const root = tree({
      'server/test/helpers.ts': "export const onPostgres = !!process.env.TEST_DATABASE_URL;\nimport './cycle';",
      'server/test/cycle.ts': "import './helpers';",
      'server/test/apps.ts': "export * from './helpers.js';",
      'server/features/a/deep.test.ts': "import { x } from '../../test/apps';",
      'server/features/a/dynamic.test.ts': "const m = await import('../../test/helpers.js');",
      'server/features/a/direct.test.ts': 'if (process.env.TEST_DATABASE_URL) {}',
      'server/lib/pure.test.ts': "import { csv } from './csv';\nimport 'vitest';",
      'server/lib/via-shared.test.ts': "import '@shared/paths';",
      'server/lib/csv.ts': 'export const csv = 1;',
      'shared/paths.ts': "import '../server/test/cycle';",
      'server/process.test.ts': "import './missing';",
    });
    expect(databaseTestFiles(root)).toEqual([
      'server/features/a/deep.test.ts',
      'server/features/a/direct.test.ts',
      'server/features/a/dynamic.test.ts',
      // '@shared/…' leads to the cycle, and through it to the helpers.
      'server/lib/via-shared.test.ts',
    ]);
  });

  it('in this checkout: every API test that builds an app, none of the pure or process-level ones', () => {
    const files = databaseTestFiles(path.resolve('.'));
    expect(files).toContain('server/features/teams/admin-teams.test.ts');
    expect(files).toContain('server/features/mail/mail-shutdown.test.ts');
    expect(files).not.toContain('server/lib/csv.test.ts');
    expect(files).not.toContain('server/shutdown.test.ts');
    expect(files.every((f) => f.startsWith('server/') && f.endsWith('.test.ts'))).toBe(true);
  });
});
