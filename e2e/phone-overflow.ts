// What "fits a 375 px phone" means for a whole page (issue 31): the page does not scroll sideways, and no
// element reaches past the screen's edges (content cut off by an overflow rule shows no scrollbar), unless
// it sits in a box that scrolls on purpose (a wide table in its scroll area). Used by phone-routes.spec.ts
// (every route of the router) and first-run.spec.ts (an organizer's own, longer, texts).
import fs from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

export const PHONE = { width: 375, height: 740 };

interface Overflow {
  element: string;
  text: string;
  left: number;
  right: number;
}

/**
 * Elements reaching past the viewport's edges, outermost only (their children would repeat them), leaving
 * out boxes inside a deliberate scroll area or clip, off-screen-by-design elements (screen-reader-only
 * text, the skip link), decorations with neither text nor media, and anything not drawn.
 */
function overflowing(width: number): Overflow[] {
  const out: Overflow[] = [];
  const reported: Element[] = [];
  const inScrollArea = (el: Element) => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const x = getComputedStyle(p).overflowX;
      if ((x === 'auto' || x === 'scroll') && p.getBoundingClientRect().right <= width + 1) return true;
    }
    return false;
  };
  const MEDIA = 'img, svg, video, canvas, input, select, textarea, button, iframe';
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    if (el.closest('.sr-only, [data-radix-visually-hidden], script, style, template, [hidden]')) continue;
    // A box that clips a moving strip on purpose (the news ticker) says so.
    if (el.closest('[data-clips-on-purpose]')) continue;
    // Decoration (a glow, a blurred circle): no text, nothing to see or use; content is text or media.
    if (!el.textContent?.trim() && !el.matches(MEDIA) && !el.querySelector(MEDIA)) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'contents') continue;
    // Not drawn: a form control's hidden twin (Radix's native input behind a checkbox) is transparent.
    if (style.opacity === '0' || el.closest('[aria-hidden="true"]')) continue;
    // Positioned off-screen on purpose (the skip link until focused).
    if (style.position === 'fixed' && (rect.right <= 0 || rect.left >= width)) continue;
    if (rect.right <= width + 1 && rect.left >= -1) continue;
    if (reported.some((r) => r.contains(el)) || inScrollArea(el)) continue;
    reported.push(el);
    const cls = String(el.getAttribute('class') ?? '')
      .split(' ')
      .slice(0, 5)
      .join('.');
    out.push({
      element: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${cls}`,
      text: (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60),
      left: Math.round(rect.left),
      right: Math.round(rect.right),
    });
  }
  return out;
}

/** What does not fit on the page open now, each line naming `route` (empty: it fits). */
export async function phoneOverflow(page: Page, route: string): Promise<string[]> {
  await finiteAnimationsEnded(page);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  const wide = await page.evaluate(overflowing, PHONE.width);
  const failures: string[] = [];
  if (scrollWidth > clientWidth) failures.push(`${route}: the page is ${scrollWidth} px wide`);
  if (wide.length) failures.push(`${route}: past the edge: ${JSON.stringify(wide, null, 1)}`);
  return failures;
}

/**
 * Waits (at most 2 s) for the finite animations and transitions running now to end, so an element is
 * measured where it lands: a toast sliding in from the right edge was once caught halfway, past the
 * edge, though it comes to rest inside it. Endless animations (the home page's shapes, the ticker) and
 * paused ones are not waited for.
 */
async function finiteAnimationsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
}

/** Attaches the page's screenshot; with PHONE_SHOTS=dir also writes it there, at 375 and at 1366 px. */
export async function attachShot(page: Page, testInfo: TestInfo, name: string) {
  const body = await page.screenshot({ fullPage: true });
  await testInfo.attach(`${name} (${PHONE.width} px)`, { body, contentType: 'image/png' });
  const dir = process.env.PHONE_SHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const file = name.replace(/[^a-z0-9]+/gi, '_');
  fs.writeFileSync(path.join(dir, `${file}-375.png`), body);
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.screenshot({ path: path.join(dir, `${file}-1366.png`), fullPage: true });
  await page.setViewportSize(PHONE);
}
