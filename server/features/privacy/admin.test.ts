// The export (everything about the person, nothing of others beyond teammates' names), an organizer's
// export and erase on a person's behalf (audited; participants get 403), consent records and the prompt
// after a new terms version, and the race of a deletion with an invitation's acceptance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { dataExportSchema, PRIVACY_MESSAGES } from '@shared/schemas/privacy';
import { rows } from '../../lib/sql';
import { createTeam, currentEventId, eventIdOf, FIXTURE_PASSWORD, outboxTo } from '../../test/fixtures';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { tracedLeader, whereFound } from '../../test/privacy';
import { privacyPass } from './service/job';

let t: TestApp;
let admin: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
  adminId = (await t.app.inject({ url: '/api/auth/me', headers: bearer(admin) })).json().id;
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : undefined, ...(payload ? { payload } : {}) });

describe('GET /api/me/export', () => {
  it('holds the account, teams, consents, sign-ins and every catalogued table; no other person beyond names', async () => {
    const p = await tracedLeader(t.app, 1);
    const res = await send('GET', '/api/me/export', p.token);
    expect(res.statusCode, res.body).toBe(200);
    const doc = dataExportSchema.parse(res.json());
    expect(doc.account).toMatchObject({ email: p.email, name: p.name, phone: p.phone, hasPassword: true });
    expect(doc.memberships[0]).toMatchObject({ role: 'leader', team: { id: p.teamId } });
    expect(doc.memberships[0]!.teammates).toHaveLength(1);
    expect(doc.consents.map((c) => c.document).sort()).toEqual(['privacy', 'terms']);
    expect(doc.signIns.length).toBeGreaterThan(0);
    expect(doc.records.find_team_profiles).toHaveLength(1);
    expect(doc.records.messages).toHaveLength(1);
    expect(doc.records.ballots).toHaveLength(1);
    expect(doc.records.voter_verifications).toHaveLength(1);
    expect(JSON.stringify(doc)).not.toMatch(/token_hash|password_hash/);
    // Teammates by name only: never their address.
    expect(JSON.stringify(doc)).not.toContain(p.memberEmails[0]!);
    const html = await send('GET', '/api/me/export.html', p.token);
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(html.body).toContain(p.email);
    expect(html.headers['content-security-policy']).toContain("default-src 'none'");
  });
});

describe("on a person's behalf", () => {
  it('a participant cannot export or erase others (403)', async () => {
    const a = await createTeam(t.app, { memberCount: 0 });
    const b = await createTeam(t.app, { memberCount: 0 });
    const token = await loginAs(t.app, a.leader.email, FIXTURE_PASSWORD);
    expect((await send('POST', `/api/admin/users/${b.leader.id}/erase`, token)).statusCode).toBe(403);
    expect((await send('GET', `/api/admin/users/${b.leader.id}/export`, token)).statusCode).toBe(403);
    expect((await send('GET', '/api/admin/events/hackverse-2027/retention', token)).statusCode).toBe(403);
  });

  it('an organizer exports (audited with whom) and erases now (audited without whom)', async () => {
    const p = await tracedLeader(t.app, 1);
    const exp = await send('GET', `/api/admin/users/${p.id}/export`, admin);
    expect(exp.statusCode, exp.body).toBe(200);
    expect(exp.json().account.email).toBe(p.email);
    const [logged] = await rows<{ actor_id: number; target: string }>(
      t.app.db,
      sql`select actor_id, target from audit_log where action = 'privacy.data_exported' order by id desc limit 1`,
    );
    expect(logged).toEqual({ actor_id: adminId, target: `user:${p.id}` });

    expect((await send('POST', `/api/admin/users/${adminId}/erase`, admin)).statusCode).toBe(409);
    expect((await send('POST', '/api/admin/users/999999/erase', admin)).statusCode).toBe(404);
    expect((await send('POST', '/api/admin/users/abc/erase', admin)).statusCode).toBe(400);
    const erased = await send('POST', `/api/admin/users/${p.id}/erase`, admin);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().pseudonym).toMatch(/^Former participant \d+$/);
    expect(await whereFound(t.app, p.email)).toEqual([]);
    expect(await whereFound(t.app, p.name)).toEqual([]);
    const [audit] = await rows<{ actor_id: number; target: string | null; data: unknown }>(
      t.app.db,
      sql`select actor_id, target, data from audit_log where action = 'privacy.account_erased' order by id desc limit 1`,
    );
    expect(audit).toEqual({ actor_id: adminId, target: null, data: { by: 'organizer' } });
    expect((await send('POST', `/api/admin/users/${p.id}/erase`, admin)).json().error).toBe(
      PRIVACY_MESSAGES.alreadyErased,
    );
  });

  it("an archived edition's lone team keeps its status and results when its leader is erased", async () => {
    const pastId = await eventIdOf(t.app, 'hackverse-2026');
    const fx = await createTeam(t.app, { memberCount: 0, eventId: pastId, status: 'approved' });
    const token = await loginAs(t.app, fx.leader.email, FIXTURE_PASSWORD);
    expect((await send('GET', '/api/me/deletion', token)).json().what[0].effect).toBe('stays');
    expect((await send('POST', `/api/admin/users/${fx.leader.id}/erase`, admin)).statusCode).toBe(200);
    const [team] = await rows<{ status: string }>(t.app.db, sql`select status from teams where id = ${fx.teamId}`);
    expect(team!.status).toBe('approved');
  });

  it("a judge's evaluations stay, under the pseudonym", async () => {
    const judges = await rows<{ judge_id: number; n: number }>(
      t.app.db,
      sql`select judge_id, count(*)::int as n from evaluations where judge_id <> ${adminId} group by judge_id order by n desc limit 1`,
    );
    if (judges.length === 0) return; // the demo data has no evaluations in this database image
    const judge = judges[0]!;
    expect((await send('POST', `/api/admin/users/${judge.judge_id}/erase`, admin)).statusCode).toBe(200);
    const [after] = await rows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from evaluations where judge_id = ${judge.judge_id}`,
    );
    expect(after!.n).toBe(judge.n);
  });
});

describe('consent on record', () => {
  it("the demo's participants accepted when they registered: signing in as one asks nothing", async () => {
    const demo = await loginAs(t.app, 'team@example.com', 'team12345');
    const consents = (await send('GET', '/api/me/consents', demo)).json();
    expect(consents.pending).toEqual([]);
    expect(consents.records.length).toBe(2);
  });

  it('registration records the versions accepted; a new terms version asks again until accepted', async () => {
    const p = await tracedLeader(t.app, 1);
    const first = await send('GET', '/api/me/consents', p.token);
    expect(first.json().pending).toEqual([]);
    const termsVersion = first.json().records.find((r: { document: string }) => r.document === 'terms').version;
    // The organizers save the terms: a new version.
    const eventId = await currentEventId(t.app);
    await t.app.db.execute(
      sql`update event_pages set version = version + 1 where event_id = ${eventId} and page = 'terms'`,
    );
    const asked = await send('GET', '/api/me/consents', p.token);
    expect(asked.json().pending).toEqual([{ edition: 'hackverse-2027', document: 'terms', version: termsVersion + 1 }]);
    const stale = await send('POST', '/api/me/consents', p.token, { document: 'terms', version: termsVersion });
    expect(stale.statusCode).toBe(409);
    const bad = await send('POST', '/api/me/consents', p.token, { document: 'cookies', version: 1 });
    expect(bad.statusCode).toBe(400);
    const ok = await send('POST', '/api/me/consents', p.token, {
      document: 'terms',
      version: termsVersion + 1,
      guardianName: 'Gita Guardian',
      guardianEmail: 'gita@example.org',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().pending).toEqual([]);
    expect(ok.json().records[0]).toMatchObject({ version: termsVersion + 1, guardianName: 'Gita Guardian' });
  });

  it('a member who joins through an invitation accepts the terms by joining, and is asked nothing', async () => {
    const p = await tracedLeader(t.app, 1);
    const email = p.memberEmails[0]!;
    const token = (await outboxTo(t.app, email))
      .map((m) => /\/invite\/([A-Za-z0-9_-]+)/.exec(m.text)?.[1])
      .find(Boolean)!;
    const joined = await send('POST', `/api/invitations/${token}`, undefined, {
      name: 'Joining Member',
      password: 'joining-pass-123',
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const consents = (await send('GET', '/api/me/consents', joined.json().token)).json();
    expect(consents.pending).toEqual([]);
    expect(consents.records.map((r: { document: string }) => r.document).sort()).toEqual(['privacy', 'terms']);
  });

  it('a team member who never accepted is asked; staff without a team are not', async () => {
    const fx = await createTeam(t.app, { memberCount: 0 });
    const token = await loginAs(t.app, fx.leader.email, FIXTURE_PASSWORD);
    expect((await send('GET', '/api/me/consents', token)).json().pending.length).toBeGreaterThan(0);
    expect((await send('GET', '/api/me/consents', admin)).json().pending).toEqual([]);
  });
});

describe('a deletion racing an invitation acceptance', () => {
  it('either the person joins (the deletion is cancelled) or is erased (the link is dead), never both', async () => {
    for (let round = 0; round < 3; round++) {
      const p = await tracedLeader(t.app, 1);
      const memberEmail = p.memberEmails[0]!;
      const mails = await outboxTo(t.app, memberEmail);
      const token = mails.map((m) => /\/invite\/([A-Za-z0-9_-]+)/.exec(m.text)?.[1]).find(Boolean)!;
      const [member] = await rows<{ id: number }>(t.app.db, sql`select id from users where email = ${memberEmail}`);
      // The member's deletion is confirmed and due.
      await t.app.db.execute(sql`insert into account_deletions (user_id, erases_at)
        values (${member!.id}, now() - interval '1 minute')`);
      const [accept] = await Promise.all([
        send('POST', `/api/invitations/${token}`, undefined, { name: 'Racing Member', password: 'racing-pass-123' }),
        privacyPass(t.app.db, new Date()),
      ]);
      const [u] = await rows<{ erased_at: Date | null; sessions: number }>(
        t.app.db,
        sql`select erased_at, (select count(*)::int from sessions where user_id = users.id) as sessions
            from users where id = ${member!.id}`,
      );
      if (accept.statusCode === 200) {
        expect(u!.erased_at).toBeNull();
        expect(u!.sessions).toBe(1);
        const pending = await rows(t.app.db, sql`select 1 from account_deletions where user_id = ${member!.id}`);
        expect(pending).toEqual([]);
      } else {
        expect([404, 409]).toContain(accept.statusCode);
        expect(u!.erased_at).not.toBeNull();
        expect(u!.sessions).toBe(0);
      }
    }
  });
});
