// The WebSocket side of bench/ws-fanout.ts, in a process of its own so that reading 2,000 sockets does not
// delay the HTTP measurements of the benchmark process. Controlled over IPC:
//   {cmd:'connect', url, count}  → opens `count` receivers and 2 senders, answers {ready, open}
//   {cmd:'busy'} / {cmd:'idle'}  → senders chat at 9 messages a second each (inside the per-socket limit) / stop
//   {cmd:'count'}                → answers {received, closed}: frames received by all receivers, sockets lost
//   {cmd:'stop'}                 → closes everything and exits
import WebSocket from 'ws';

const receivers: WebSocket[] = [];
const senders: WebSocket[] = [];
let received = 0;
let closed = 0;
let timers: NodeJS.Timeout[] = [];

function open(url: string, counted: boolean): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    if (counted) ws.on('message', () => received++);
    ws.once('open', () => {
      ws.on('close', () => closed++);
      resolve(ws);
    });
    ws.once('error', reject);
  });
}

const reply = (m: unknown) => process.send?.(m);

process.on('message', async (m: { cmd: string; url?: string; count?: number }) => {
  if (m.cmd === 'connect') {
    for (let i = 0; i < m.count!; i += 100) {
      const batch = Math.min(100, m.count! - i);
      receivers.push(...(await Promise.all(Array.from({ length: batch }, () => open(m.url!, true)))));
    }
    senders.push(await open(m.url!, false), await open(m.url!, false));
    reply({ ready: true, open: receivers.length });
  } else if (m.cmd === 'busy') {
    let n = 0;
    timers = senders.map((ws) =>
      setInterval(() => ws.send(JSON.stringify({ type: 'chat', message: `fan-out ${n++} ${'x'.repeat(200)}` })), 111),
    );
    reply({ busy: true });
  } else if (m.cmd === 'idle') {
    for (const t of timers) clearInterval(t);
    timers = [];
    reply({ idle: true });
  } else if (m.cmd === 'count') {
    reply({ received, closed });
  } else if (m.cmd === 'stop') {
    for (const t of timers) clearInterval(t);
    for (const ws of [...receivers, ...senders]) ws.terminate();
    process.exit(0);
  }
});
