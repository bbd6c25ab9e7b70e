// Local git repositories served over http on loopback for the pin job's tests (issue 33): a tiny http
// server that runs the machine's `git http-backend` as CGI over a directory of bare repositories, as
// GitHub serves them (smart http). It can also hang: accept connections and never answer.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BACKEND = '/usr/lib/git-core/git-http-backend';
const GIT_ENV = {
  ...process.env,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
};

const git = (args: string[], input?: string) =>
  execFileSync('git', args, { env: GIT_ENV, input, encoding: 'utf8' }).trim();

export interface GitServer {
  /** `127.0.0.1:port`: what PIN_ALLOWED_HOSTS names. */
  host: string;
  /** The http URL of repository `name`. */
  url: (name: string) => string;
  /** A bare repository with one commit on main; returns its head. */
  create: (name: string) => string;
  /** A copy of repository `from` named `to` (the same head): many repositories at once, for benchmarks. */
  copy: (from: string, to: string) => void;
  /** One more commit on main (a push); returns the new head. */
  push: (name: string) => string;
  /** The repository is gone (deleted, renamed or made private: the server answers 404). */
  remove: (name: string) => void;
  /** While true, connections are accepted and never answered. */
  hang: boolean;
  /** Requests answered (or hung) so far. */
  requests: number;
  close: () => Promise<void>;
}

export async function startGitServer(): Promise<GitServer> {
  const root = mkdtempSync(join(tmpdir(), 'pins-git-'));
  const sockets = new Set<Socket>();
  let commits = 0;
  const dir = (name: string) => join(root, `${name}.git`);

  const serveCgi = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const child = spawn(BACKEND, [], {
      env: {
        ...GIT_ENV,
        GIT_PROJECT_ROOT: root,
        GIT_HTTP_EXPORT_ALL: '1',
        PATH_INFO: decodeURIComponent(url.pathname),
        QUERY_STRING: url.search.slice(1),
        REQUEST_METHOD: req.method ?? 'GET',
        CONTENT_TYPE: req.headers['content-type'] ?? '',
        REMOTE_ADDR: '127.0.0.1',
        GIT_PROTOCOL: String(req.headers['git-protocol'] ?? ''),
        HTTP_GIT_PROTOCOL: String(req.headers['git-protocol'] ?? ''),
      },
    });
    req.pipe(child.stdin);
    let head = Buffer.alloc(0);
    let headersDone = false;
    child.stdout.on('data', (chunk: Buffer) => {
      if (headersDone) return void res.write(chunk);
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      headersDone = true;
      let status = 200;
      for (const line of head.subarray(0, end).toString('latin1').split('\r\n')) {
        const i = line.indexOf(':');
        const name = line.slice(0, i).trim();
        const value = line.slice(i + 1).trim();
        if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10);
        else res.setHeader(name, value);
      }
      res.statusCode = status;
      res.write(head.subarray(end + 4));
    });
    child.on('close', () => res.end());
  };

  const server = createServer((req, res) => {
    gitServer.requests++;
    if (gitServer.hang) return; // never answered; closed with the server
    serveCgi(req, res);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;

  const push = (name: string) => {
    const d = dir(name);
    const tree = git(['--git-dir', d, 'mktree'], '');
    let parent: string | null;
    try {
      parent = git(['--git-dir', d, 'rev-parse', '--verify', '-q', 'refs/heads/main']);
    } catch {
      parent = null; // the first commit
    }
    const sha = git([
      '--git-dir',
      d,
      'commit-tree',
      tree,
      ...(parent ? ['-p', parent] : []),
      '-m',
      `commit ${++commits}`,
    ]);
    git(['--git-dir', d, 'update-ref', 'refs/heads/main', sha]);
    return sha;
  };

  const gitServer: GitServer = {
    host,
    url: (name) => `http://${host}/${name}.git`,
    create: (name) => {
      git(['init', '-q', '--bare', '-b', 'main', dir(name)]);
      return push(name);
    },
    copy: (from, to) => cpSync(dir(from), dir(to), { recursive: true }),
    push,
    remove: (name) => rmSync(dir(name), { recursive: true, force: true }),
    hang: false,
    requests: 0,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(root, { recursive: true, force: true });
    },
  };
  return gitServer;
}
