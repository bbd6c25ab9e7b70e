// The demo data as a newcomer sees it on /admin: real-looking names, dates in the order things happen
// (a person joins no earlier than their team registers; a project is submitted after that and judged
// later), a few judged submissions, and the seed stays idempotent with the showcase too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/helpers';
import { evaluations, messages, submissions, teams, users } from './schema';
import { seed } from './seed';
import { rows } from '../lib/sql';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true, seedShowcase: true });
});
afterAll(() => t.close());

const counts = () =>
  Promise.all(
    [users, teams, submissions, evaluations, messages].map(async (table) => {
      const [r] = await t.app.db.select({ n: count() }).from(table);
      return r!.n;
    }),
  );

describe('demo seed with the showcase', () => {
  it('names people like people', async () => {
    const names = (await t.app.db.select({ name: users.name }).from(users)).map((r) => r.name);
    expect(names).not.toContain('Team Leader');
    const [leader] = await t.app.db
      .select({ name: users.name })
      .from(users)
      .where(sql`${users.email} = 'team@example.com'`);
    expect(leader!.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
  });

  it("keeps last year's edition archived beside the current one, with its own teams and winners", async () => {
    const editions = await rows<{ slug: string; state: string; teams: number; winners: number }>(
      t.app.db,
      sql`
      select ev.slug, ev.state,
        (select count(*)::int from teams t where t.event_id = ev.id) as teams,
        (select count(*)::int from winners w where w.event_id = ev.id) as winners
      from events ev order by ev.starts_at`,
    );
    expect(editions).toHaveLength(2);
    expect(editions[0]).toMatchObject({ slug: 'hackverse-2026', state: 'archived', teams: 4 });
    expect(editions[0]!.winners).toBeGreaterThan(0);
    expect(editions[1]!.state).toBe('current');
  });

  it('dates everything in the order it happened, all since registration opened and none in the future', async () => {
    const bad = await rows<{ what: string; name: string }>(
      t.app.db,
      sql`
      select 'joined before the team registered' as what, u.name from team_members m
        join teams t on t.id = m.team_id join users u on u.id = m.user_id
        where m.joined_at < t.created_at or u.created_at > m.joined_at
      union all
      select 'submitted before registering', t.name from submissions s join teams t on t.id = s.team_id
        where s.submitted_at <= t.created_at
      union all
      select 'judged before submitted', t.name from evaluations e join submissions s on s.id = e.submission_id
        join teams t on t.id = s.team_id where e.created_at < s.submitted_at
      union all
      select 'in the future', t.name from teams t where t.created_at > now()
      union all
      select 'before registration opened', t.name from teams t join events ev on ev.id = t.event_id
        where t.created_at < ev.registration_opens_at`,
    );
    expect(bad).toEqual([]);
  });

  it('has several judged submissions and inbox messages, like a live event', async () => {
    const [judged] = await rows<{ n: number }>(
      t.app.db,
      sql`select count(distinct submission_id)::int as n from evaluations`,
    );
    expect(judged!.n).toBeGreaterThanOrEqual(3);
    const [subs] = await t.app.db.select({ n: count() }).from(submissions);
    expect(subs!.n).toBeGreaterThanOrEqual(5);
    const [inbox] = await t.app.db.select({ n: count() }).from(messages);
    expect(inbox!.n).toBeGreaterThan(0);
  });

  it('is idempotent', async () => {
    const before = await counts();
    await seed(t.app.db, { demo: true, showcase: true });
    expect(await counts()).toEqual(before);
  });
});
