// A vitest reporter for `npm test`: writes the tests that failed first and passed on their retry to the
// JSON file FLAKY_REPORT names, so the final summary can list them by name. CI retries a failed test
// once (as Playwright does there); a test that needed it passes but is reported, never hidden.
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(test: TestCase): void {
    const d = test.diagnostic();
    if (d?.flaky) this.flaky.push(`${path.relative('.', test.module.moduleId)} › ${test.fullName}`);
  }

  onTestRunEnd(): void {
    const out = process.env.FLAKY_REPORT;
    if (out) fs.writeFileSync(out, JSON.stringify(this.flaky));
  }
}
