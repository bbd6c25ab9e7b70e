// HTTP throughput of the API on embedded PGlite, against GET /healthz (one trivial query) measured in
// the same run: how much an authenticated session lookup and a real listing cost relative to it.
import autocannon from 'autocannon';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import type { BenchRow } from './run';

async function rps(url: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, connections: 10, duration: 5, headers });
  return result.requests.average;
}

export async function run(): Promise<BenchRow[]> {
  const app = await buildApp(testConfig({ seedDemo: true, logLevel: 'silent' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'team@example.com', password: 'team12345' }),
    });
    const { token } = (await login.json()) as { token: string };
    const health = await rps(`${base}/healthz`);
    const me = await rps(`${base}/api/auth/me`, { authorization: `Bearer ${token}` });
    const rows: BenchRow[] = [
      {
        name: 'GET /api/auth/me (session lookup)',
        baseline: 'GET /healthz',
        value: me,
        baselineValue: health,
        unit: 'req/s',
        ratio: me / health,
        note: 'higher is better; 1.0 = as cheap as a health check',
      },
    ];
    const problems = await fetch(`${base}/api/problems`);
    if (problems.ok) {
      const list = await rps(`${base}/api/problems`);
      rows.push({
        name: 'GET /api/problems (cards with live team counts)',
        baseline: 'GET /healthz',
        value: list,
        baselineValue: health,
        unit: 'req/s',
        ratio: list / health,
        note: 'higher is better',
      });
    }
    return rows;
  } finally {
    await app.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().then((rows) => console.table(rows));
}
