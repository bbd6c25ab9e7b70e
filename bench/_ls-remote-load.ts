// bench/pins.ts's control: the pin job's git work done by a process that is NOT the server (the same
// `git ls-remote` of every repository through lsRemoteHead, at the job's concurrency), so the public
// reads can be timed while the machine carries the same git load without the server's job. What the job
// then costs beyond that is what it costs the server's request path. Told {host, names, concurrency}
// over IPC; answers {reads, seconds} when done.
import { lsRemoteHead } from '../server/features/submissions/pins/ls-remote';
import { Spawner } from '../server/lib/spawner/spawner';

process.once('message', async (m) => {
  const { host, names, concurrency } = m as { host: string; names: string[]; concurrency: number };
  const started = Date.now();
  let next = 0;
  let reads = 0;
  // The same helper process the job uses, so the control's git load is the job's, only outside the server.
  const spawner = new Spawner();
  const worker = async () => {
    while (next < names.length) {
      const name = names[next++]!;
      const r = await lsRemoteHead(`http://${host}/${name}.git`, { timeoutMs: 10_000, allowHttp: true, spawner });
      if (r.kind === 'head') reads++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  await spawner.close();
  process.send!({ reads, seconds: (Date.now() - started) / 1000 });
});
