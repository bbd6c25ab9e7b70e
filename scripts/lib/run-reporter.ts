// A vitest reporter for `npm test`: writes to the JSON file FLAKY_REPORT names
// - the tests that failed first and passed on their retry (CI retries a failed test once, as Playwright
//   does there): a test that needed it passes but is reported, never hidden;
// - why the run failed when no test did: errors outside any test (an unhandled rejection or exception,
//   which vitest counts as a failed run) and test files that could not load. CI shows only the tail of the
//   log, so the final summary repeats these beside the count instead of "see above".
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, SerializedError, TestCase, TestModule } from 'vitest/node';

export interface RunReport {
  flaky: string[];
  /** Errors raised outside any test: the message and where, with the test file when vitest knows it. */
  unhandled: string[];
  /** Test files that failed without a failed test (an import error, a failing hook). */
  brokenFiles: string[];
}

const lines = (text: string | undefined, from: number, to: number) =>
  (text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(from, to)
    .join(' | ');

function describe(e: SerializedError): string {
  const where = typeof e.testPath === 'string' ? ` (in ${path.relative('.', e.testPath)})` : '';
  // A stack's first line repeats the message: the frames after it say where.
  return `${e.name ?? 'Error'}: ${lines(e.message, 0, 2)}${where}${e.stack ? ` — ${lines(e.stack, 1, 4)}` : ''}`;
}

export default class RunReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(test: TestCase): void {
    const d = test.diagnostic();
    if (d?.flaky) this.flaky.push(`${path.relative('.', test.module.moduleId)} › ${test.fullName}`);
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    const out = process.env.FLAKY_REPORT;
    if (!out) return;
    const brokenFiles = modules
      .filter((m) => m.state() === 'failed' && ![...m.children.allTests()].some((t) => t.result().state === 'failed'))
      .map((m) => `${path.relative('.', m.moduleId)}: ${m.errors().map(describe).join('; ') || 'failed'}`);
    const report: RunReport = { flaky: this.flaky, unhandled: unhandledErrors.map(describe), brokenFiles };
    fs.writeFileSync(out, JSON.stringify(report));
  }
}
