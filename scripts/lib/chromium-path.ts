// The Chromium the browser suite drives. Debian's `/usr/bin/chromium` is a shell script that adds flags of
// its own (`/etc/chromium.d/default-flags`, among them --enable-gpu-rasterization) and then runs the
// browser in /usr/lib/chromium; Playwright passes the flags a test browser wants itself. Driving the
// browser directly cost Chromium 13 % less CPU on the same 33 tests, interleaved on a quiet machine
// (docs/decisions/0023-ci-time.md). CHROMIUM_PATH names another browser.
import fs from 'node:fs';

const DEBIAN_BROWSER = '/usr/lib/chromium/chromium';

export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return fs.existsSync(DEBIAN_BROWSER) ? DEBIAN_BROWSER : '/usr/bin/chromium';
}
