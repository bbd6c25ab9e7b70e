// Data for the admin searches of one or two characters (too short for a trigram index, so they take
// another query shape, server/lib/search.ts), shared by the short-search tests of the teams, users and
// submissions lists: each case uses a character no other row has.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from './helpers';

export interface NamedPage {
  total: number;
  totalCapped?: boolean;
  items: { name?: string; teamName?: string }[];
}

export const names = (page: NamedPage) => page.items.map((x) => x.name ?? x.teamName);

/** The demo data, four teams and five people with rare characters, and a crowd of 1,100 people. */
export async function shortSearchApp() {
  const t: TestApp = await createTestApp({ seedDemo: true });
  const admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
  await t.app.db.execute(sql`
    with tm as (
      insert into teams (event_id, name, status, join_code)
      select (select id from events where state = 'current'), v.* from (values
        ('Team Жар', 'approved', 'SHORT00001'), ('Plain One', 'approved', 'SHORT00002'),
        ('Plain Two', 'pending', 'SHORT00003'), ('Plain Three', 'pending', 'SHORT00004')) v
      returning id, event_id, name
    ), us as (
      insert into users (name, email, username) values
        ('Ivan Petrov', 'ivan@short.test', 'ivan.short'),
        ('Ψ Person', 'psi@short.test', 'psi.short'),
        ('Omega Person', 'ωmega@short.test', 'omega.short'),
        ('Thorn Person', 'thorn@short.test', 'user.ŧ'),
        ('Ŋ Loner', 'loner@short.test', 'loner.short')
      returning id, name
    ), members as (
      insert into team_members (team_id, event_id, user_id, role)
      select tm.id, tm.event_id, us.id, 'leader' from tm join us on (tm.name, us.name) in
        (('Team Жар', 'Ivan Petrov'), ('Plain One', 'Ψ Person'), ('Plain Two', 'Omega Person'), ('Plain Three', 'Thorn Person'))
    )
    insert into submissions (team_id, event_id, github_url, description, status)
    select id, event_id, 'https://github.com/short/' || id, 'A short-search submission', 'submitted' from tm where name = 'Team Жар'`);
  // More people with one character than a short search counts (SHORT_SEARCH_COUNT_CAP, 1,000).
  await t.app.db.execute(sql`
    insert into users (name, email, username, created_at)
    select 'Ҩ Crowd ' || g, 'crowd' || g || '@short.test', 'crowd' || g, now() - g * interval '1 second'
    from generate_series(1, 1100) g`);

  const get = async (url: string) => {
    const res = await t.app.inject({ url, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    return res.json() as NamedPage;
  };
  return { t, get };
}
