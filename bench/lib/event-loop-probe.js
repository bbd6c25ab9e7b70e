// @ts-check
// Preloaded into a server process by benchmarks (`node --import ./bench/lib/event-loop-probe.js
// dist/server/index.js`, with an IPC channel): measures how late the event loop runs a 10 ms timer and sends
// the samples to the parent every 250 ms, so a benchmark sees stalls without any change to the server.
// Does nothing without an IPC channel.
//
// A stall of d ms delays one timer by d but hides the d/10 ticks that could not run; like HdrHistogram's
// expected-interval correction, those are recorded too (d-10, d-20, ...), so the percentiles say what a
// request arriving at a random moment would have waited for the loop.
// Plain JavaScript: the server it is loaded into runs without a TypeScript loader, as `npm start` runs it.
/** @typedef {{ kind: 'event-loop', delays: number[] }} LoopSamples  delays in ms, one per 10 ms of wall time */

const TICK_MS = 10;
const SEND_MS = 250;

if (process.send) {
  /** @type {number[]} */
  let delays = [];
  let expected = performance.now() + TICK_MS;
  const tick = () => {
    const now = performance.now();
    const late = Math.max(0, now - expected);
    for (let d = late; d > 0; d -= TICK_MS) delays.push(d);
    if (late === 0) delays.push(0);
    expected = now + TICK_MS;
    setTimeout(tick, TICK_MS).unref();
  };
  setTimeout(tick, TICK_MS).unref();
  setInterval(() => {
    /** @type {LoopSamples} */
    const batch = { kind: 'event-loop', delays };
    delays = [];
    process.send?.(batch);
  }, SEND_MS).unref();
  // The IPC channel must not keep a server that is shutting down alive.
  process.channel?.unref();
}
