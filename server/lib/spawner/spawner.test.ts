// The spawner starts commands from its helper process and answers with what they printed; what a
// caller relies on: the deadline kills the command's whole process group, the output cap holds, an abort
// answers at once, a helper that dies fails only what was pending, and nothing outlives close().
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Spawner } from './spawner';

const env = { PATH: process.env.PATH ?? '/usr/bin:/bin' };
const base = { env, timeoutMs: 10_000, outputCap: 64 * 1024 };
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const until = async (ok: () => boolean) => {
  for (let i = 0; i < 100 && !ok(); i++) await new Promise((r) => setTimeout(r, 50));
  return ok();
};

let spawner: Spawner;
afterEach(() => spawner?.close());

describe('Spawner', () => {
  it('answers with the exit code, stdout and stderr of the command, not started by this process', async () => {
    spawner = new Spawner();
    const r = await spawner.run({ ...base, cmd: 'sh', args: ['-c', 'echo out; echo err >&2; echo $PPID; exit 3'] });
    expect(r.outcome).toBe('exit');
    if (r.outcome !== 'exit') return;
    expect(r.code).toBe(3);
    const [out, parent] = r.stdout.trim().split('\n');
    expect(out).toBe('out');
    expect(r.stderr.trim()).toBe('err');
    // The command's parent is the helper, not the test's (the server's) own process.
    expect(Number(parent)).toBe(spawner.helperPid);
    expect(Number(parent)).not.toBe(process.pid);
  });

  it("kills the command's whole process group at its deadline", async () => {
    spawner = new Spawner();
    const pidFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'spawner-')), 'grandchild');
    const r = await spawner.run({
      ...base,
      timeoutMs: 500,
      cmd: 'sh',
      args: ['-c', `sleep 30 & echo $! > ${pidFile}; wait`],
    });
    expect(r.outcome).toBe('timeout');
    const grandchild = Number(fs.readFileSync(pidFile, 'utf8'));
    expect(await until(() => !alive(grandchild))).toBe(true);
  });

  it('stops a command that prints more than its cap', async () => {
    spawner = new Spawner();
    const r = await spawner.run({ ...base, outputCap: 1000, cmd: 'sh', args: ['-c', 'yes | head -c 100000; sleep 5'] });
    expect(r.outcome).toBe('cap');
  });

  it('answers an aborted command at once and the helper kills it', async () => {
    spawner = new Spawner();
    const ac = new AbortController();
    const started = spawner.run({ ...base, cmd: 'sleep', args: ['30'], signal: ac.signal });
    setTimeout(() => ac.abort(), 200);
    expect((await started).outcome).toBe('aborted');
  });

  it('fails only the pending commands when its helper dies, and starts a new helper for the next', async () => {
    spawner = new Spawner();
    const pending = spawner.run({ ...base, cmd: 'sleep', args: ['30'] });
    await until(() => spawner.helperPid !== undefined);
    const first = spawner.helperPid!;
    process.kill(first, 'SIGKILL');
    const r = await pending;
    expect(r.outcome).toBe('failed');
    const next = await spawner.run({ ...base, cmd: 'echo', args: ['again'] });
    expect(next.outcome === 'exit' && next.stdout.trim()).toBe('again');
    expect(spawner.helperPid).not.toBe(first);
  });

  it('leaves no helper behind after close(), nor after a quiet while', async () => {
    spawner = new Spawner(200);
    await spawner.run({ ...base, cmd: 'true', args: [] });
    const idle = spawner.helperPid!;
    expect(await until(() => !alive(idle))).toBe(true);
    await spawner.run({ ...base, cmd: 'true', args: [] });
    const closing = spawner.helperPid!;
    // Idle, the helper no longer holds the process; close() must still wait for its exit.
    await new Promise((r) => setTimeout(r, 50));
    await spawner.close();
    expect(await until(() => !alive(closing))).toBe(true);
  });
});
