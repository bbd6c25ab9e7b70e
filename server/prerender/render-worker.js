// The content pages' renderer on a thread of its own (render-thread.ts, decision 0025): loads the build's
// renderer (dist/client/_prerendered/page-renderer.mjs) by path and draws the pages it is sent.
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

const renderer = await import(pathToFileURL(workerData.file).href);

parentPort.on('message', async ({ id, pathname, answers, now }) => {
  try {
    parentPort.postMessage({ id, result: await renderer.render(pathname, answers, now) });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
});
