// The phone-routes spec waits for each page's requests to end (network-quiet.ts). A page that terminates a
// web worker before the worker's script has loaded (the judging tab, left while its forecast starts) made
// that wait run to its 30 s limit in CI: Chromium never reports the end of that script's request. Here a
// page of a loopback server of the test's own does that, with the worker's script answered after 3 s.
import { expect, test } from '@playwright/test';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { watchNetwork } from './network-quiet';

const SCRIPT_DELAY_MS = 3_000;

test('a worker terminated before its script loaded does not keep the page loading', async ({ page }) => {
  let scriptAnswered = false;
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/assets/plan-worker-')) {
      setTimeout(() => {
        scriptAnswered = true;
        res.writeHead(200, { 'content-type': 'text/javascript' });
        res.end('onmessage = () => postMessage(1);');
      }, SCRIPT_DELAY_MS);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    // The worker goes away 100 ms in, as the judging tab's does when another route replaces it.
    res.end(
      '<!doctype html><title>t</title><script>' +
        'const w = new Worker("/assets/plan-worker-Ab1_c.js", { type: "module" });' +
        'setTimeout(() => { w.terminate(); fetch("/data.json"); }, 100);' +
        '</script>',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const network = watchNetwork(page);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(`http://127.0.0.1:${port}/`);
    await network.quiet();
    // The page's own request after the worker went away was waited for; the worker's script was not.
    expect(requested).toContain('/data.json');
    expect(requested).toContain('/assets/plan-worker-Ab1_c.js');
    expect(scriptAnswered).toBe(false);
    // Nor once the server has answered it, to a worker that is gone: no event ever ends that request.
    await expect.poll(() => scriptAnswered, { timeout: 2 * SCRIPT_DELAY_MS }).toBe(true);
    await network.quiet();
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
