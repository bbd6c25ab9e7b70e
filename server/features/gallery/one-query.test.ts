// The gallery's pages are one SQL statement each, whatever the page, search or filter (issue 33: pages
// that stay fast at 5,000 projects; bench/gallery.ts measures them at that size). The short version:
// 60 projects, the statements a visitor's request issues counted on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import type { DbHandle } from '../../db/client';
import { rows } from '../../lib/sql';
import { bearer, loginAs } from '../../test/helpers';
import { openCountingDb, type QueryCounter } from '../../test/query-counter';

const PROJECTS = 60;
let app: FastifyInstance;
let handle: DbHandle;
let counter: QueryCounter;
let slug: string;

beforeAll(async () => {
  ({ handle, counter } = await openCountingDb(process.env.TEST_DATABASE_URL));
  app = await buildApp(testConfig({ seedDemo: true }), { dbHandle: handle });
  await app.ready();
  await app.db.execute(sql`
    insert into teams (event_id, name, status, join_code, created_at, updated_at)
    select (select id from events where state = 'current'), 'Counted Team ' || g, 'approved',
      'CNT' || lpad(g::text, 9, '0'), now(), now()
    from generate_series(1, ${PROJECTS}::int) g`);
  await app.db.execute(sql`
    insert into submissions (team_id, event_id, github_url, description, tech_stack, status)
    select t.id, t.event_id, 'https://github.com/counted/project-' || t.id,
      'A counted project about ' || (case when t.id % 3 = 0 then 'rivers' else 'forests' end) || ', described well enough.',
      array[case when t.id % 2 = 0 then 'Rust' else 'Elixir' end], 'submitted'
    from teams t where t.name like 'Counted Team %'`);
  const admin = await loginAs(app, 'admin@example.com', 'admin12345');
  slug = (await app.editions.current())!.slug;
  const version = (await app.inject({ url: `/api/events/${slug}`, headers: bearer(admin) })).json().version;
  const published = await app.inject({
    method: 'PATCH',
    url: `/api/admin/events/${slug}`,
    headers: bearer(admin),
    payload: { version, galleryPublished: true },
  });
  expect(published.statusCode, published.body).toBe(200);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

/** A visitor's request (no session): its answer and the statements it issued. */
async function visit(url: string) {
  await app.inject({ url }); // the edition is looked up once and kept
  let body: { items: { teamName: string }[]; total: number } | undefined;
  const queries = await counter.during(async () => {
    const res = await app.inject({ url });
    expect(res.statusCode, res.body).toBe(200);
    body = res.json();
  });
  return { body: body!, queries };
}

describe('the gallery, a page at a time', () => {
  it('first and later pages, a search, a technology: one statement each, with the right totals', async () => {
    const base = `/api/events/${slug}/projects`;
    const counted = (items: { teamName: string }[]) => items.filter((i) => i.teamName.startsWith('Counted Team '));
    const first = await visit(base);
    expect(first.queries).toHaveLength(1);
    expect(first.body.total).toBeGreaterThanOrEqual(PROJECTS);
    const second = await visit(`${base}?page=2`);
    expect(second.queries).toHaveLength(1);
    const rivers = await visit(`${base}?q=rivers`);
    expect(rivers.queries).toHaveLength(1);
    expect(rivers.body.total).toBe(PROJECTS / 3);
    expect(counted(rivers.body.items)).toHaveLength(PROJECTS / 3);
    const elixir = await visit(`${base}?tech=elixir&q=forests`);
    expect(elixir.queries).toHaveLength(1);
    // Odd ids use Elixir; forests are the ids not divisible by 3: odd and not a multiple of 3.
    const [expected] = await rows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from submissions s join teams t on t.id = s.team_id
          where t.name like 'Counted Team %' and t.id % 2 = 1 and t.id % 3 <> 0`,
    );
    expect(expected!.n).toBeGreaterThan(0);
    expect(elixir.body.total).toBe(expected!.n);
  });
});
