// The Chromium the browser suite drives (docs/decisions/0023-ci-time.md):
// - Debian's headless shell (`apt-get install chromium-headless-shell`), the browser's engine without its
//   window system, when it is installed. It is what Playwright itself runs for headless tests; on the
//   same 27 tests, interleaved, it took the suite 150 s against 189-197 s with the full browser.
// - Else Debian's full browser, run directly: `/usr/bin/chromium` is a shell script that adds flags of its
//   own (`/etc/chromium.d/default-flags`, among them --enable-gpu-rasterization); Playwright passes the
//   flags a test browser wants itself, and without the script Chromium took 13 % less CPU.
// - Else `/usr/bin/chromium`. CHROMIUM_PATH names another browser.
import fs from 'node:fs';

const CANDIDATES = ['/usr/lib/chromium/chromium-headless-shell', '/usr/lib/chromium/chromium'];

export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return CANDIDATES.find((p) => fs.existsSync(p)) ?? '/usr/bin/chromium';
}
