// @ts-check
// The spawner's helper process (spawner.ts): starts the commands the server asks for and answers with
// their output. Plain JavaScript, run by plain node (no loader), so it stays a small process: forking a
// small process is quick, while `spawn` from the server itself blocks the server's event loop for as long
// as the kernel takes to copy its address space and the child takes to exec (10-50 ms per command on a
// busy 2-core machine, measured in issue 33's pin job). Every command runs in a process group of its own,
// has a deadline (the whole group is killed at it: git's https helper is a child of git) and a cap on what
// it may print. When the server goes away (the IPC channel closes) every command still running is killed.
import { spawn } from 'node:child_process';

/** @typedef {{ id: number, cmd: string, args: string[], env: Record<string, string>, timeoutMs: number, outputCap: number }} RunMessage */
/** @typedef {{ kill: number }} KillMessage */

/** @type {Map<number, (outcome: string, message?: string) => void>} */
const running = new Map();

/** @param {RunMessage} m */
function run(m) {
  let stdout = '';
  let stderr = '';
  let settled = false;
  /** @type {import('node:child_process').ChildProcess} */
  let child;
  const killGroup = () => {
    try {
      if (child?.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  /** @param {string} outcome @param {string} [message] @param {number | null} [code] */
  const finish = (outcome, message, code = null) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    running.delete(m.id);
    killGroup();
    // Nobody to answer once the server has gone (the channel closed, or its end of the pipe did: EPIPE);
    // a send without a callback would raise that as an uncaught error and kill this process, failing
    // every other command in flight.
    if (process.connected)
      process.send?.({ id: m.id, outcome, message, code, stdout, stderr }, undefined, {}, () => {});
  };
  const timer = setTimeout(() => finish('timeout'), m.timeoutMs);
  running.set(m.id, finish);
  try {
    child = spawn(m.cmd, m.args, { env: m.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    return finish('failed', err instanceof Error ? err.message : String(err));
  }
  /** @param {Buffer} chunk @param {'out' | 'err'} which */
  const take = (chunk, which) => {
    if (which === 'out') stdout += chunk.toString('utf8');
    else stderr += chunk.toString('utf8');
    if (stdout.length + stderr.length > m.outputCap) finish('cap');
  };
  child.stdout?.on('data', (c) => take(c, 'out'));
  child.stderr?.on('data', (c) => take(c, 'err'));
  child.on('error', (err) => finish('failed', err.message));
  child.on('close', (code) => finish('exit', undefined, code));
}

process.on('message', (/** @type {RunMessage | KillMessage} */ m) => {
  if ('kill' in m) running.get(m.kill)?.('aborted');
  else run(m);
});
// The server exited or let this process go: nothing it asked for may outlive it.
process.on('disconnect', () => {
  for (const finish of [...running.values()]) finish('aborted');
  process.exit(0);
});
