// @ts-check
// The ranking thread: fits the judge-effects model and its bootstrap (shared/judging, 80 to 400 ms per
// 100 submissions) beside the server's event loop instead of on it (ranking-thread.ts). One request at a
// time, in arrival order; each answer carries its request's id.
// Plain JavaScript: a worker does not inherit the loader (tsx, vitest) that runs the TypeScript, so it
// loads the shared ranking through tsx's own import.
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

/** @typedef {import('../../../../shared/judging/ranking').Evaluation} Evaluation */
/** @typedef {import('../../../../shared/judging/ranking').RankingOptions} RankingOptions */
/** @typedef {{ id: number, evaluations: Evaluation[], options: RankingOptions }} Request */

const port = parentPort;
if (!port) throw new Error('ranking-worker.js runs as a worker thread');

/** @type {typeof import('../../../../shared/judging/ranking')} */
const { rankSubmissions } = await tsImport('../../../../shared/judging/ranking.ts', import.meta.url);

port.on('message', (/** @type {Request} */ request) => {
  try {
    port.postMessage({ id: request.id, result: rankSubmissions(request.evaluations, request.options) });
  } catch (err) {
    port.postMessage({ id: request.id, error: err instanceof Error ? err.message : String(err) });
  }
});
