// Retention by edition (issue 35): the preview says what goes and when; the job erases the edition's
// participants' personal data (phones, genders, guardians, find-a-team, messages, voters' addresses) once,
// after the results plus the edition's months, while teams, projects and the winners' names stay; another
// edition's data is untouched; the audit log records it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PRIVACY_MESSAGES, RETENTION_DEFAULT_MONTHS } from '@shared/schemas/privacy';
import { rows } from '../../lib/sql';
import { createTeam, currentEventId, eventIdOf } from '../../test/fixtures';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { tracedLeader } from '../../test/privacy';
import { retireEdition } from './service/retention';
import { privacyPass } from './service/job';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
});
afterAll(() => t.close());

const PAST = '/api/admin/events/hackverse-2026/retention';
const send = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });

describe('retention', () => {
  it('previews what goes and when, 12 months after the results by default; the setting is checked', async () => {
    const res = await send('GET', PAST);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json();
    expect(p.months).toBe(RETENTION_DEFAULT_MONTHS);
    const expected = new Date(p.resultsAt);
    expected.setUTCMonth(expected.getUTCMonth() + 12);
    expect(p.erasesAt).toBe(expected.toISOString());
    expect(p.erasedAt).toBeNull();
    expect(p.erases.map((e: { what: string }) => e.what)).toContain('Phone numbers');
    expect(p.keeps.length).toBeGreaterThan(0);
    for (const months of [0, 121, 1.5, 'x']) {
      const bad = await send('PUT', PAST, { months });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe(PRIVACY_MESSAGES.retentionMonths);
    }
    // The archived edition takes the setting: retention is not its outcome.
    const set = await send('PUT', PAST, { months: 6 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().months).toBe(6);
    expect((await send('GET', '/api/admin/events/nope-9/retention')).statusCode).toBe(404);
  });

  it("erases an edition's personal data once, keeps its results, and leaves other editions alone", async () => {
    const pastId = await eventIdOf(t.app, 'hackverse-2026');
    const currentId = await currentEventId(t.app);
    // A past participant with a phone, a gender, a guardian, a find-a-team profile and a message.
    const past = await createTeam(t.app, { memberCount: 1, eventId: pastId, status: 'approved' });
    await t.app.db.execute(sql`update users set phone = '+1 555 0199' where id = ${past.leader.id}`);
    await t.app.db
      .execute(sql`insert into consents (user_id, event_id, document, version, guardian_name, guardian_email)
      values (${past.leader.id}, ${pastId}, 'terms', 1, 'Gus Guardian', 'gus@example.org')`);
    await t.app.db.execute(
      sql`insert into find_team_profiles (event_id, user_id, utc_offset) values (${pastId}, ${past.leader.id}, 0)`,
    );
    await t.app.db.execute(sql`insert into messages (event_id, kind, name, email, body)
      values (${pastId}, 'contact', 'Past Person', 'past@example.org', 'About last year')`);
    // This year's participant keeps everything.
    const now = await tracedLeader(t.app, 1);

    const preview = (await send('GET', PAST)).json();
    const count = (what: string) => preview.erases.find((e: { what: string }) => e.what === what).count;
    expect(count('Phone numbers')).toBeGreaterThanOrEqual(1);
    expect(count("Guardians' consents (names and emails)")).toBe(1);
    expect(count('Find-a-team profiles')).toBe(1);
    expect(count('Contact and support messages')).toBeGreaterThanOrEqual(1);
    const [winnersBefore] = await rows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from winners where event_id = ${pastId}`,
    );
    const teamsBefore = await rows(
      t.app.db,
      sql`select id, name, status from teams where event_id = ${pastId} order by id`,
    );

    // Not before its date.
    expect(await retireEdition(t.app.db, pastId, new Date(new Date(preview.erasesAt).getTime() - 60_000))).toBeNull();
    const at = new Date(new Date(preview.erasesAt).getTime() + 60_000);
    expect(await retireEdition(t.app.db, pastId, at)).not.toBeNull();
    expect(await retireEdition(t.app.db, pastId, at)).toBeNull(); // once

    const [u] = await rows<{ phone: string | null; gender: string | null; name: string }>(
      t.app.db,
      sql`select phone, gender, name from users where id = ${past.leader.id}`,
    );
    expect(u).toEqual({ phone: null, gender: null, name: `${past.name} Person 0` });
    const left = await rows<{ n: number }>(
      t.app.db,
      sql`select (select count(*) from find_team_profiles where event_id = ${pastId})
               + (select count(*) from messages where event_id = ${pastId})
               + (select count(*) from consents where event_id = ${pastId} and guardian_name is not null)
               + (select count(*) from ballots where event_id = ${pastId} and canonical_email not like 'erased-%') as n`,
    );
    expect(Number(left[0]!.n)).toBe(0);
    // Results, projects and winners' names stay.
    expect(
      await rows(t.app.db, sql`select id, name, status from teams where event_id = ${pastId} order by id`),
    ).toEqual(teamsBefore);
    const [winnersAfter] = await rows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from winners where event_id = ${pastId}`,
    );
    expect(winnersAfter!.n).toBe(winnersBefore!.n);
    const winnersPage = await t.app.inject({ url: '/api/events/hackverse-2026/winners' });
    if (winnersPage.statusCode === 200) expect(winnersPage.body.length).toBeGreaterThan(20);
    // This year's participant is untouched.
    const [mine] = await rows<{ phone: string | null }>(t.app.db, sql`select phone from users where id = ${now.id}`);
    expect(mine!.phone).toBe(now.phone);
    const [profile] = await rows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from find_team_profiles where event_id = ${currentId} and user_id = ${now.id}`,
    );
    expect(profile!.n).toBe(1);
    // The preview says it is done; the audit log records it with the edition and the counts.
    expect((await send('GET', PAST)).json().erasedAt).toBe(at.toISOString());
    const [audit] = await rows<{ event_id: number; data: { counts: Record<string, number> } }>(
      t.app.db,
      sql`select event_id, data from audit_log where action = 'privacy.retention_erased' order by id desc limit 1`,
    );
    expect(audit!.event_id).toBe(pastId);
    expect(audit!.data.counts['Find-a-team profiles']).toBe(1);
    // The job's pass finds nothing more to do for it.
    expect((await privacyPass(t.app.db, at)).retired).toBe(0);
  });
});
