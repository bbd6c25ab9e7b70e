// Reads a repository's default-branch head with the machine's git (`git ls-remote --symref <url> HEAD`),
// the cheapest question a git server answers: no clone, no API token, the same for every host. git runs
// without a shell, without any configuration of the machine's or the user's (no credential helper, no
// URL rewriting), with prompts disabled and an askpass that answers nothing, so a private repository
// fails at once instead of waiting for a password. Every read has a deadline (the whole process group is
// killed at it: git's https helper is a child of its own) and a cap on what it may print, both enforced
// by the spawner, whose helper process starts git (server/lib/spawner).
import type { Spawner } from '../../../lib/spawner/spawner';

export type HeadRead =
  | { kind: 'head'; sha: string; branch: string | null }
  /** Reachable, but without a default branch (an empty repository). */
  | { kind: 'empty' }
  /** The server said no: not found, or it wants credentials (private, deleted or renamed). */
  | { kind: 'unreachable'; error: string }
  /** Worth trying again: a timeout, the network, the server's own failure. */
  | { kind: 'transient'; error: string };

export interface LsRemoteOptions {
  timeoutMs: number;
  /** Plain http is allowed (test servers on loopback only; the policy decided the URL). */
  allowHttp?: boolean;
  /** Aborts the read (the server shuts down). */
  signal?: AbortSignal;
  /** Starts git from a small helper process, so the server's event loop never waits for a fork. */
  spawner: Spawner;
  gitPath?: string;
}

const OUTPUT_CAP = 64 * 1024;
const UNREACHABLE =
  /not found|authentication failed|could not read (username|password)|terminal prompts disabled|returned error: (401|403|404|410)\b|access denied|transport '[a-z]+' not allowed/i;

/** The answer's head: `ref: refs/heads/main\tHEAD` then `<sha>\tHEAD`. */
export function parseLsRemote(out: string): { sha: string; branch: string | null } | null {
  let sha: string | null = null;
  let branch: string | null = null;
  for (const line of out.split('\n')) {
    const symref = /^ref: refs\/heads\/(\S+)\tHEAD$/.exec(line);
    if (symref) branch = symref[1]!;
    const head = /^([0-9a-f]{40}|[0-9a-f]{64})\tHEAD$/.exec(line);
    if (head) sha = head[1]!;
  }
  return sha ? { sha, branch } : null;
}

/** The last line git wrote to stderr, without its "fatal: " prefix (what an admin reads as the error). */
function lastLine(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return (lines.at(-1) ?? 'git ls-remote failed').replace(/^fatal:\s*/, '').slice(0, 300);
}

export function classifyGitFailure(stderr: string): HeadRead {
  const error = lastLine(stderr);
  return UNREACHABLE.test(stderr) ? { kind: 'unreachable', error } : { kind: 'transient', error };
}

export async function lsRemoteHead(url: string, opts: LsRemoteOptions): Promise<HeadRead> {
  const seconds = Math.max(1, Math.ceil(opts.timeoutMs / 1000));
  const args = [
    '-c',
    'credential.helper=',
    '-c',
    'core.askPass=/bin/true',
    '-c',
    'protocol.allow=never',
    '-c',
    'protocol.https.allow=always',
    ...(opts.allowHttp ? ['-c', 'protocol.http.allow=always'] : []),
    // curl gives up on a connection that moves nothing, before our own deadline.
    '-c',
    'http.lowSpeedLimit=1',
    '-c',
    `http.lowSpeedTime=${seconds}`,
    'ls-remote',
    '--symref',
    '--',
    url,
    'HEAD',
  ];
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    LC_ALL: 'C',
    GIT_TERMINAL_PROMPT: '0',
    GIT_ASKPASS: '/bin/true',
    SSH_ASKPASS: '/bin/true',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_PROTOCOL_FROM_USER: '0',
  };
  // An outgoing proxy the operator configured still applies.
  for (const name of ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy', 'NO_PROXY', 'no_proxy'])
    if (process.env[name]) env[name] = process.env[name];

  const r = await opts.spawner.run({
    cmd: opts.gitPath ?? 'git',
    args,
    env,
    timeoutMs: opts.timeoutMs,
    outputCap: OUTPUT_CAP,
    signal: opts.signal,
  });
  switch (r.outcome) {
    case 'exit': {
      if (r.code !== 0) return classifyGitFailure(r.stderr);
      const head = parseLsRemote(r.stdout);
      return head ? { kind: 'head', ...head } : { kind: 'empty' };
    }
    case 'timeout':
      return { kind: 'transient', error: `No answer within ${seconds} s` };
    case 'cap':
      return { kind: 'transient', error: 'The git server answered more than expected' };
    case 'aborted':
      return { kind: 'transient', error: 'Stopped: the server is shutting down' };
    case 'failed':
      return { kind: 'transient', error: `git could not run: ${r.message ?? 'unknown error'}` };
  }
}
