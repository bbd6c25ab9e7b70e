// `npm start` runs the bundled server (decision 0017): the bundle must start on a fresh embedded database
// (migrations found, the PGlite worker and initialiser loaded from their source folder), seed the demo and
// answer, with no TypeScript loader in the process.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLIENT_BUILD, SERVER_BUILD, inputsHash } from './lib/build-stamp';
import { SERVER_PROCESS_ENV, buildServerBundle } from './lib/server-bundle';

const root = path.resolve(import.meta.dirname, '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'server-bundle-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });

describe('the server bundle', () => {
  it('starts on a fresh data directory, seeds the demo and answers, without tsx', async () => {
    // Beside dist/server, as in the checkout: the bundle finds its source folders relative to itself.
    const outfile = path.join(root, 'dist', `server-test-${process.pid}`, 'index.js');
    await buildServerBundle(root, outfile);
    const port = await freePort();
    const child = spawn(process.execPath, [outfile], {
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(tmp, 'data'),
        CLIENT_DIST: tmp,
        DATABASE_URL: '',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c));
    child.stderr.on('data', (c: Buffer) => (output += c));
    try {
      const base = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 270_000; // a first start runs initdb: slow on a loaded machine
      let up = false;
      while (!up && Date.now() < deadline && child.exitCode === null) {
        up = await fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (!up) await new Promise((r) => setTimeout(r, 250));
      }
      expect(up, `the bundle did not start:\n${output}`).toBe(true);
      const event = await fetch(`${base}/api/event`);
      expect(event.status).toBe(200);
      expect(((await event.json()) as { name: string }).name).toBeTruthy();
      expect(output).toContain('Hackathon platform ready');
      // Nothing in the process asked for a TypeScript loader: it ran the JavaScript it was given.
      expect(fs.readFileSync(`/proc/${child.pid}/cmdline`, 'utf8')).not.toContain('tsx');
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(path.dirname(outfile), { recursive: true, force: true });
    }
  }, 300_000);

  it('is rebuilt for a server change that leaves the client build alone', () => {
    const dir = fs.mkdtempSync(path.join(tmp, 'stamp-'));
    const write = (rel: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), text);
    };
    write('server/index.ts', 'listen();');
    write('client/main.tsx', 'render();');
    const before = [inputsHash(dir, SERVER_BUILD), inputsHash(dir, CLIENT_BUILD)];
    write('server/index.ts', 'listen(3000);');
    expect(inputsHash(dir, SERVER_BUILD)).not.toBe(before[0]);
    expect(inputsHash(dir, CLIENT_BUILD)).toBe(before[1]);
  });
});

describe('npm start', () => {
  it('gives the server the process environment that start:cluster and the memory bench give it', () => {
    // The environment cannot be set from inside the process (glibc reads it at exec), so `npm start`
    // writes it before `node`; a start line that lost it would undo decision 0016's arenas unnoticed.
    const start = (
      JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }
    ).scripts.start;
    const serve = start.split('&&').at(-1)!.trim().split(/\s+/);
    const assigned = Object.fromEntries(
      serve.slice(0, serve.indexOf('node')).map((a) => a.split('=') as [string, string]),
    );
    expect(assigned).toEqual(SERVER_PROCESS_ENV);
    expect(serve.at(-1)).toBe(SERVER_BUILD.output);
  });
});
