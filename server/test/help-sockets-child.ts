// The participants' sockets of the help-queue fan-out (server/test/help-fanout.ts), in a process of their
// own: a participant's browser reads its socket on its own machine, so reading 1,000 sockets must not
// queue behind the server's work in one event loop (it did: the measured latency was mostly the bench
// reading its own frames). Arrival times are process.hrtime in microseconds, the system's monotonic
// clock, which the parent process reads too. Controlled over IPC:
//   {cmd:'connect', sockets:[{url, teamId}]}  → opens them all, waits for each welcome → {ready}
//   {cmd:'claimed', id, teamId}               → when every socket of the team has help.claimed for the
//                                               request: {claimed, id, at:[µs per socket]} (or {error})
//   {cmd:'strays'}                            → {strays}: frames about a request on another team's socket
//   {cmd:'stop'}                              → closes everything and exits
import WebSocket from 'ws';
import { isHelpLiveType } from '../../shared/schemas/mentoring';

interface Sock {
  teamId: number;
  /** Request id → arrival of its help.claimed, µs. */
  claimed: Map<number, number>;
}
type Msg = { type: string; requestId?: number | null; teamId?: number | null };

const socks: Sock[] = [];
const open: WebSocket[] = [];
let strays = 0;
/** Checks of pending `claimed` commands, re-run when a claim arrives. */
let waiters: Array<() => boolean> = [];
const nowUs = () => Number(process.hrtime.bigint() / 1000n);
const reply = (m: unknown) => process.send?.(m);

function connect(url: string, teamId: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    const sock: Sock = { teamId, claimed: new Map() };
    ws.on('message', (data) => {
      const at = nowUs();
      const m = JSON.parse(data.toString()) as Msg;
      if (m.type === 'welcome') return resolve();
      if (!isHelpLiveType(m.type)) return;
      // "The line moved" (help.queue) names no request; its audience is every waiting team.
      if (m.type !== 'help.queue' && m.teamId !== teamId) strays++;
      if (m.type === 'help.claimed' && m.requestId != null) {
        sock.claimed.set(m.requestId, at);
        waiters = waiters.filter((check) => !check());
      }
    });
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`socket refused: ${res.statusCode}`)));
    socks.push(sock);
    open.push(ws);
  });
}

process.on(
  'message',
  async (m: { cmd: string; sockets?: { url: string; teamId: number }[]; id?: number; teamId?: number }) => {
    try {
      if (m.cmd === 'connect') {
        const list = m.sockets!;
        for (let i = 0; i < list.length; i += 100)
          await Promise.all(list.slice(i, i + 100).map((s) => connect(s.url, s.teamId)));
        reply({ ready: true });
      } else if (m.cmd === 'claimed') {
        const team = socks.filter((s) => s.teamId === m.teamId);
        const check = () => {
          if (!team.every((s) => s.claimed.has(m.id!))) return false;
          reply({ claimed: true, id: m.id, at: team.map((s) => s.claimed.get(m.id!)!) });
          return true;
        };
        if (!check()) waiters.push(check);
      } else if (m.cmd === 'strays') {
        reply({ strays });
      } else if (m.cmd === 'stop') {
        for (const ws of open) ws.terminate();
        process.exit(0);
      }
    } catch (err) {
      reply({ error: String(err) });
    }
  },
);
