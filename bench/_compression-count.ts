// Counts how many responses a browser would get compressed: every file of the served client build and a
// set of JSON endpoints (public ones, then an admin's lists), each fetched with
// `Accept-Encoding: br, gzip`. Only responses whose decoded body is over 1 KB count: below that,
// compression saves less than a packet.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const THRESHOLD = 1024;

interface Raw {
  status: number;
  encoding: string;
  type: string;
  body: Buffer;
}

function get(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br, gzip', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: String(res.headers['content-encoding'] ?? ''),
            type: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

function decodedSize(r: Raw): number {
  if (r.encoding === 'br') return zlib.brotliDecompressSync(r.body).length;
  if (r.encoding === 'gzip') return zlib.gunzipSync(r.body).length;
  return r.body.length;
}

const isText = (type: string) => /^text\/|json|javascript|xml|svg/.test(type);

function listFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? listFiles(path.join(dir, e.name), `${prefix}${e.name}/`)
      : // The precompressed siblings are alternative encodings of a file, not files of their own.
        /\.(br|gz)$/.test(e.name)
        ? []
        : [`${prefix}${e.name}`],
  );
}

export interface CompressionCount {
  eligible: number;
  compressed: number;
  assets: { eligible: number; compressed: number };
  api: { eligible: number; compressed: number };
  /** Paths of eligible responses that came back uncompressed. */
  misses: string[];
}

export async function countCompressed(base: string, clientDir: string): Promise<CompressionCount> {
  const out: CompressionCount = {
    eligible: 0,
    compressed: 0,
    assets: { eligible: 0, compressed: 0 },
    api: { eligible: 0, compressed: 0 },
    misses: [],
  };
  const check = async (urlPath: string, kind: 'assets' | 'api', headers?: Record<string, string>) => {
    const r = await get(`${base}${urlPath}`, headers);
    if (r.status !== 200 || !isText(r.type) || decodedSize(r) <= THRESHOLD) return;
    out.eligible++;
    out[kind].eligible++;
    if (r.encoding === 'br' || r.encoding === 'gzip') {
      out.compressed++;
      out[kind].compressed++;
    } else out.misses.push(urlPath);
  };

  for (const file of listFiles(clientDir)) await check(`/${file}`, 'assets');
  await check('/', 'assets'); // the client routes answer index.html

  const problems = JSON.parse(
    (await get(`${base}/api/problems`, { 'accept-encoding': 'identity' })).body.toString(),
  ) as Array<{ slug: string }> | { problems?: Array<{ slug: string }> };
  const list = Array.isArray(problems) ? problems : (problems.problems ?? []);
  const publicJson = [
    '/api/event',
    '/api/problems',
    '/api/problems?active=true',
    '/api/news',
    '/api/winners',
    '/api/register-team/rules',
    '/api/auth/demo-accounts',
    '/api/docs/json',
    ...list.map((p) => `/api/problems/${encodeURIComponent(p.slug)}`),
  ];
  for (const p of publicJson) await check(p, 'api');

  // An admin's lists: the demo admin account the server seeds.
  const demo = JSON.parse(
    (await get(`${base}/api/auth/demo-accounts`, { 'accept-encoding': 'identity' })).body.toString(),
  ).accounts as Array<{ kind: string; email: string; password: string }>;
  const admin = demo.find((a) => a.kind === 'admin');
  if (admin) {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password, userType: 'admin' }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    for (const p of [
      '/api/auth/me',
      '/api/users',
      '/api/teams',
      '/api/submissions',
      '/api/announcements',
      '/api/admin/stats',
      '/api/admin/charts',
      '/api/admin/messages',
      '/api/admin/outbox',
      '/api/admin/winners/ranking',
    ])
      await check(p, 'api', auth);
  }
  return out;
}
