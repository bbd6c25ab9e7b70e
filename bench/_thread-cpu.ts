// Where a registration rush's CPU goes, thread by thread (/proc/<pid>/task/*): the real server, N
// registrations at 50 concurrent, CPU ms per registration of each thread. Threads are all named "node":
// the main thread is the process's own id, the busiest other one is PGlite's (on PGlite), the four of
// about equal share are libuv's pool (the argon2 hashes), the small ones V8's helpers (GC, compilers).
// CPU per registration moves far less with the machine's load than registrations/s; run it from a
// checkout's root to compare two checkouts. A profiling aid: not in `npm run bench` (leading underscore).
//   node --import tsx bench/_thread-cpu.ts      THREAD_CPU_N=300
import fs from 'node:fs';
import http from 'node:http';
import { startServer } from './lib/server-process';

const N = Number(process.env.THREAD_CPU_N ?? 300);
function threads(pid: number) {
  const out = new Map<string, number>();
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const name = tid === String(pid) ? 'main' : comm;
      out.set(`${name}#${tid}`, (Number(f[11]) + Number(f[12])) * 10);
    } catch {
      // The thread ended between the listing and the read: it is counted no more.
    }
  }
  return out;
}
const server = await startServer({ databaseUrl: process.env.BENCH_DATABASE_URL });
const pid = server.child.pid!;
await new Promise((r) => setTimeout(r, 2000));
const before = threads(pid);
const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
let next = 0;
const tag = Date.now().toString(36);
const t0 = performance.now();
await Promise.all(
  Array.from({ length: 50 }, async () => {
    while (next < N) {
      const i = next++;
      const body = JSON.stringify({
        team: { name: `Cpu ${tag} ${i}`, problemId: 0, description: 'x' },
        leader: {
          name: `Leader ${tag} ${i}`,
          email: `l.${tag}.${i}@cpu.example.org`,
          phone: '+1 555 010 2030',
          gender: 'male',
        },
        members: [{ name: `Member ${tag} ${i}`, email: `m.${tag}.${i}@cpu.example.org`, gender: 'female' }],
      });
      await new Promise<void>((resolve) => {
        const req = http.request(
          `${server.base}/api/register-team`,
          {
            agent,
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              'x-forwarded-for': `10.1.${i >> 8}.${i & 255}`,
            },
          },
          (res) => {
            if (res.statusCode !== 201) console.log(res.statusCode);
            res.resume();
            res.on('end', resolve);
          },
        );
        req.end(body);
      });
    }
  }),
);
const secs = (performance.now() - t0) / 1000;
await new Promise((r) => setTimeout(r, 1500));
const after = threads(pid);
const groups = new Map<string, number>();
for (const [k, v] of after) {
  const d = v - (before.get(k) ?? 0);
  const g = k;
  groups.set(g, (groups.get(g) ?? 0) + d);
}
let total = 0;
for (const [, v] of groups) total += v;
const sorted = [...groups].sort((a, b) => b[1] - a[1]);
const main = sorted.find(([k]) => k.startsWith('main'))![1];
const pglite = process.env.BENCH_DATABASE_URL ? 0 : sorted.find(([k]) => !k.startsWith('main'))![1];
console.log(
  `RESULT ${N} registrations in ${secs.toFixed(1)} s; CPU per registration ${(total / N).toFixed(1)} ms: main ${(main / N).toFixed(2)}, ` +
    `busiest other thread (PGlite) ${(pglite / N).toFixed(2)}, rest (hashing, GC helpers) ${((total - main - pglite) / N).toFixed(2)}`,
);
for (const [g, v] of sorted) if (v > 0) console.log(`  ${g.padEnd(24)} ${(v / N).toFixed(2)} ms`);
agent.destroy();
await server.stop();
