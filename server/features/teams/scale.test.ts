// With 10,000 teams a listing page is still ONE SQL query (rows, total and member counts), and the
// answers stay right. The app runs on a database handle that counts statements. The participants,
// submissions and outbox pages are checked here too, on the same 10,000 teams (20,000 people), rather
// than filling a second database that size in the users feature.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import type { DbHandle } from '../../db/client';
import { bearer, loginAs } from '../../test/helpers';
import { served } from '../../test/people';
import { QueryCounter, insertManyTeams, openCountingDb } from '../../test/query-counter';

const TEAMS = 10_000;
let app: FastifyInstance;
let handle: DbHandle;
let counter: QueryCounter;
let admin: string;

beforeAll(async () => {
  ({ handle, counter } = await openCountingDb(process.env.TEST_DATABASE_URL));
  app = await buildApp(testConfig({ seedDemo: true }), { dbHandle: handle });
  await app.ready();
  await insertManyTeams(app.db, TEAMS);
  admin = await loginAs(app, 'admin@example.com', 'admin12345');
}, 120_000);
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

/** Statements a request issues beyond the session lookup every signed-in request makes (none once kept). */
async function queriesFor(
  url: string,
): Promise<{ body: { items: Record<string, unknown>[]; total: number }; queries: string[] }> {
  // Filling 10,000 teams runs PGlite on this thread (the counting handle): the event loop stalls, and the
  // app's overload guard may still shed a request (503 before any route code, so nothing is counted).
  const me = () => served(() => app.inject({ url: '/api/auth/me', headers: bearer(admin) }));
  await me(); // the lookup is kept from here on
  await app.editions.current(); // so is the current edition (events/service/directory.ts)
  const baseline = await counter.during(me);
  let body: { items: Record<string, unknown>[]; total: number } | undefined;
  const queries = await counter.during(async () => {
    const res = await served(() => app.inject({ url, headers: bearer(admin) }));
    expect(res.statusCode, res.body).toBe(200);
    body = res.json();
  });
  return { body: body!, queries: queries.slice(baseline.length) };
}

describe(`listing ${TEAMS.toLocaleString('en')} teams`, () => {
  it('one query a page: first, middle and last page, with status filter and search', async () => {
    for (const url of [
      '/api/teams',
      '/api/teams?page=250&pageSize=20',
      `/api/teams?page=${TEAMS / 100 + 1}&pageSize=100`,
      '/api/teams?status=approved&page=3',
      '/api/teams?q=scale%20team%209999',
    ]) {
      const { queries } = await queriesFor(url);
      expect(queries, url).toHaveLength(1);
    }
  });

  it('the one query answers the right total, order and member counts', async () => {
    const first = await queriesFor('/api/teams?pageSize=50');
    expect(first.body.total).toBe(TEAMS + 5);
    expect(first.body.items).toHaveLength(50);
    const scale = first.body.items.filter((t) => String(t.name).startsWith('Scale Team '));
    expect(scale.every((t) => t.memberCount === 2 && String(t.leaderEmail).endsWith('@scale.test'))).toBe(true);
    const approved = await queriesFor('/api/teams?status=approved&pageSize=1');
    expect(approved.body.total).toBe(Math.floor(TEAMS / 3) + 1 + 2);
    const found = await queriesFor('/api/teams?q=Scale%20Team%209999');
    expect(found.body.items.map((t) => t.name)).toEqual(['Scale Team 9999']);
    const last = await queriesFor(`/api/teams?page=${Math.ceil((TEAMS + 5) / 100)}&pageSize=100`);
    expect(last.body.items).toHaveLength((TEAMS + 5) % 100);
  });

  it('participants and submissions pages are one query too', async () => {
    const users = await queriesFor('/api/users?page=10&pageSize=50');
    expect(users.queries).toHaveLength(1);
    expect(users.body.total).toBeGreaterThanOrEqual(TEAMS * 2);
    const subs = await queriesFor('/api/submissions');
    expect(subs.queries).toHaveLength(1);
    expect((await queriesFor('/api/admin/outbox')).queries).toHaveLength(1);
  });
});
