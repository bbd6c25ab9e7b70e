// Time on the page's own clock (Playwright's `page.clock`, installed before the page loads): a toast's
// seconds, a retry's back-off or a tab left open pass in a moment, where the tests waited them out in real
// time (docs/decisions/0023-ci-time.md).
import type { Page } from '@playwright/test';

/**
 * Runs the page's timers through `ms`, a second at a time, with a moment between for what each second
 * started (a request, a render that sets the next timer: React renders outside the page's timers).
 */
export async function passTime(page: Page, ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= 1_000) {
    await page.clock.runFor(Math.min(1_000, left));
    await page.waitForTimeout(60);
  }
}
