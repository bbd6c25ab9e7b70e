// Delete my account (issue 35): the request (password, or a link by email), the grace period and its
// cancellation by a sign-in or by DELETE, then the job's erasure: no row of any table still holds the
// person's email, phone or name, while the team, its project and its evaluations stay and stay consistent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { DELETION_GRACE_DAYS, PRIVACY_MESSAGES, pseudonym } from '@shared/schemas/privacy';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/crypto';
import { escapeHtml } from '../../lib/html';
import { rows } from '../../lib/sql';
import { createSubmission, createTeam, FIXTURE_PASSWORD, outboxTo } from '../../test/fixtures';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { tracedLeader, whereFound } from '../../test/privacy';
import { enqueueEmail } from '../mail/index';
import { privacyPass } from './service/job';

let t: TestApp;
const DAY = 86_400_000;
const later = (days: number) => new Date(Date.now() + days * DAY);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : undefined, ...(payload ? { payload } : {}) });
const one = async <T>(q: ReturnType<typeof sql>) => (await rows<T>(t.app.db, q))[0];

describe('the request', () => {
  it('needs the right password, then answers 202 with the erasure date a grace period away', async () => {
    const p = await tracedLeader(t.app);
    const none = await send('POST', '/api/me/deletion', p.token, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(PRIVACY_MESSAGES.passwordRequired);
    const wrong = await send('POST', '/api/me/deletion', p.token, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    const res = await send('POST', '/api/me/deletion', p.token, { password: p.password });
    expect(res.statusCode, res.body).toBe(202);
    const erasesAt = new Date(res.json().erasesAt).getTime();
    expect(Math.abs(erasesAt - later(DELETION_GRACE_DAYS).getTime())).toBeLessThan(60_000);
    const status = await send('GET', '/api/me/deletion', p.token);
    expect(status.json()).toMatchObject({ erasesAt: res.json().erasesAt, needsPassword: true });
    expect(status.json().what[0]).toMatchObject({ effect: 'handover' });
  });

  it('is refused to the signed-out (401)', async () => {
    expect((await send('POST', '/api/me/deletion', undefined, { password: 'x' })).statusCode).toBe(401);
    expect((await send('GET', '/api/me/export')).statusCode).toBe(401);
  });

  it('an account without a password confirms by the emailed link', async () => {
    const fx = await createTeam(t.app, { memberCount: 0 });
    const token = await loginAs(t.app, fx.leader.email, FIXTURE_PASSWORD);
    await t.app.db.execute(sql`update users set password_hash = null where id = ${fx.leader.id}`);
    const res = await send('POST', '/api/me/deletion', token, {});
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ erasesAt: null, emailed: true });
    const [mail] = await outboxTo(t.app, fx.leader.email);
    const link = /\/delete-account\?token=([A-Za-z0-9_%-]+)/.exec(mail!.text)![1]!;
    expect((await send('POST', '/api/me/deletion/confirm', undefined, { token: 'nope' })).statusCode).toBe(404);
    const confirmed = await send('POST', '/api/me/deletion/confirm', undefined, { token: decodeURIComponent(link) });
    expect(confirmed.statusCode, confirmed.body).toBe(202);
    expect(confirmed.json().erasesAt).not.toBeNull();
    // The link works once.
    expect(
      (await send('POST', '/api/me/deletion/confirm', undefined, { token: decodeURIComponent(link) })).statusCode,
    ).toBe(404);
  });
});

describe('the last admin', () => {
  it('is refused (409) while nobody else is an active admin, and the job does not erase them either', async () => {
    const password = 'admin-pass-123';
    const hash = await hashPassword(password);
    // From an address of its own: the deletion request's rate limit counts per address, and the other
    // tests of this file use it too.
    const ask = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/me/deletion',
        headers: bearer(token),
        payload: { password },
        remoteAddress: '10.35.0.9',
      });
    const admin = async (tag: string) => {
      const email = `owner-${tag}-${Date.now()}@example.org`;
      const [u] = await t.app.db
        .insert(users)
        .values({
          name: `Owner ${tag}`,
          email,
          username: `owner${tag}${Date.now()}`,
          role: 'admin',
          passwordHash: hash,
        })
        .returning({ id: users.id });
      return { id: u!.id, token: await loginAs(t.app, email, password) };
    };
    // Whoever else is an admin in this database steps aside for the test (and comes back after it).
    const others = await rows<{ id: number }>(
      t.app.db,
      sql`select id from users where role = 'admin' and status = 'active'`,
    );
    const otherIds = others.map((o) => o.id);
    if (otherIds.length) await t.app.db.update(users).set({ status: 'inactive' }).where(inArray(users.id, otherIds));
    try {
      const owner = await admin('a');
      const alone = await ask(owner.token);
      expect(alone.statusCode).toBe(409);
      expect(alone.json().error).toBe(PRIVACY_MESSAGES.lastAdmin);
      // With a second admin the request is taken; if that admin leaves during the grace period, the job
      // keeps the owner (their deletion waits) rather than leave the platform without one.
      const second = await admin('b');
      expect((await ask(owner.token)).statusCode).toBe(202);
      await t.app.db.update(users).set({ status: 'inactive' }).where(eq(users.id, second.id));
      await privacyPass(t.app.db, later(DELETION_GRACE_DAYS + 1));
      const kept = await one<{ erased_at: Date | null }>(sql`select erased_at from users where id = ${owner.id}`);
      expect(kept!.erased_at).toBeNull();
      await t.app.db.update(users).set({ status: 'active' }).where(eq(users.id, second.id));
      await privacyPass(t.app.db, later(DELETION_GRACE_DAYS + 1));
      const gone = await one<{ erased_at: Date | null }>(sql`select erased_at from users where id = ${owner.id}`);
      expect(gone!.erased_at).not.toBeNull();
    } finally {
      if (otherIds.length) await t.app.db.update(users).set({ status: 'active' }).where(inArray(users.id, otherIds));
    }
  });
});

describe('the grace period', () => {
  it('nothing is erased before it ends; a sign-in cancels; DELETE cancels', async () => {
    const p = await tracedLeader(t.app);
    await send('POST', '/api/me/deletion', p.token, { password: p.password });
    await privacyPass(t.app.db, later(DELETION_GRACE_DAYS - 1));
    expect(await one<{ erased_at: Date | null }>(sql`select erased_at from users where id = ${p.id}`)).toEqual({
      erased_at: null,
    });
    // Signing in again: the person came back.
    const again = await loginAs(t.app, p.email, p.password);
    expect((await send('GET', '/api/me/deletion', again)).json().erasesAt).toBeNull();
    await privacyPass(t.app.db, later(DELETION_GRACE_DAYS + 1));
    expect((await one<{ name: string }>(sql`select name from users where id = ${p.id}`))!.name).toBe(p.name);

    await send('POST', '/api/me/deletion', again, { password: p.password });
    const cancelled = await send('DELETE', '/api/me/deletion', again);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().erasesAt).toBeNull();
    expect((await send('DELETE', '/api/me/deletion', again)).statusCode).toBe(409);
    await privacyPass(t.app.db, later(DELETION_GRACE_DAYS + 1));
    expect((await one<{ name: string }>(sql`select name from users where id = ${p.id}`))!.name).toBe(p.name);
  });
});

describe('the erasure', () => {
  it('leaves no trace of the email, phone or name anywhere, and the team and project stay', async () => {
    const p = await tracedLeader(t.app, 1);
    const submissionId = await createSubmission(t.app, p.teamId);
    // The member has joined: leadership passes to them.
    await t.app.db.execute(sql`update team_members set joined = true where team_id = ${p.teamId}`);
    expect(await whereFound(t.app, p.email)).not.toEqual([]);
    expect(await whereFound(t.app, p.phone)).not.toEqual([]);
    expect(await whereFound(t.app, p.name)).not.toEqual([]);

    expect((await send('POST', '/api/me/deletion', p.token, { password: p.password })).statusCode).toBe(202);
    const done = await privacyPass(t.app.db, later(DELETION_GRACE_DAYS + 1));
    expect(done.erased).toBeGreaterThanOrEqual(1);

    expect(await whereFound(t.app, p.email)).toEqual([]);
    expect(await whereFound(t.app, p.phone)).toEqual([]);
    expect(await whereFound(t.app, p.name)).toEqual([]);
    const u = await one<{ name: string; status: string; pseudonym_no: number }>(
      sql`select name, status, pseudonym_no from users where id = ${p.id}`,
    );
    expect(u!.name).toBe(pseudonym(u!.pseudonym_no));
    expect(u!.status).toBe('inactive');
    // Signed out, and no way back in.
    expect((await send('GET', '/api/auth/me', p.token)).statusCode).toBe(401);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from sessions where user_id = ${p.id}`))!.n).toBe(0);
    // The team and its project stay; the member who stays leads it.
    const roles = await rows<{ user_id: number; role: string }>(
      t.app.db,
      sql`select user_id, role from team_members where team_id = ${p.teamId} order by role`,
    );
    expect(roles).toHaveLength(2);
    expect(roles.find((r) => r.user_id === p.id)!.role).toBe('member');
    expect(roles.filter((r) => r.role === 'leader')).toHaveLength(1);
    expect(
      await one(sql`select id from submissions where id = ${submissionId} and team_id = ${p.teamId}`),
    ).toBeTruthy();
    // The audit log keeps that a deletion happened, not who.
    const [audit] = await rows<{ target: string | null; data: unknown }>(
      t.app.db,
      sql`select target, data from audit_log where action = 'privacy.account_erased' order by id desc limit 1`,
    );
    expect(audit).toEqual({ target: null, data: { by: 'self' } });
    // Nothing is ever sent to the erased address, whichever feature writes the email.
    const [after] = await rows<{ email: string }>(t.app.db, sql`select email from users where id = ${p.id}`);
    expect(await enqueueEmail(t.app.db, { to: after!.email, subject: 'Hello', text: 'Anyone there?' })).toEqual([]);
    expect(await outboxTo(t.app, after!.email)).toEqual([]);
    // The pseudonym is stable: a second pass changes nothing.
    await privacyPass(t.app.db, later(DELETION_GRACE_DAYS + 2));
    expect((await one<{ name: string }>(sql`select name from users where id = ${p.id}`))!.name).toBe(u!.name);
  });

  it("leaves no trace of a name that HTML escapes (O'Brien & Co) in the emails others received", async () => {
    const p = await tracedLeader(t.app, 1, "Ruairí O'Erasable & Co");
    const escaped = escapeHtml(p.name);
    expect(escaped).not.toBe(p.name);
    // The member's invitation names their leader, escaped in its HTML.
    const htmlHolding = (text: string) =>
      one<{ n: number }>(
        sql`select count(*)::int as n from outbox_emails where strpos(coalesce(html, ''), ${text}) > 0`,
      );
    expect((await htmlHolding(escaped))!.n).toBeGreaterThan(0);

    // From an address of its own: the file's other requests share the deletion route's limit per address.
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/me/deletion',
      headers: bearer(p.token),
      payload: { password: p.password },
      remoteAddress: '10.35.0.10',
    });
    expect(asked.statusCode).toBe(202);
    await privacyPass(t.app.db, later(DELETION_GRACE_DAYS + 1));
    expect((await htmlHolding(escaped))!.n).toBe(0);
    expect(await whereFound(t.app, p.name)).toEqual([]);
  });

  it('the longest-standing member leads after the leader; a team alone is withdrawn, its project kept', async () => {
    const fx = await createTeam(t.app, { memberCount: 2, status: 'approved' });
    const [first, second] = fx.members;
    await t.app.db.execute(sql`update team_members set joined = true, joined_at = now() - interval '1 day'
      where user_id = ${first!.id}`);
    await t.app.db.execute(sql`update team_members set joined = true, joined_at = now() - interval '3 day'
      where user_id = ${second!.id}`);
    const token = await loginAs(t.app, fx.leader.email, FIXTURE_PASSWORD);
    const what = (await send('GET', '/api/me/deletion', token)).json().what;
    expect(what[0]).toMatchObject({ effect: 'handover', newLeader: `${fx.name} Person 2` });
    await send('POST', '/api/me/deletion', token, { password: FIXTURE_PASSWORD });
    await privacyPass(t.app.db, later(DELETION_GRACE_DAYS + 1));
    const leader = await one<{ user_id: number }>(
      sql`select user_id from team_members where team_id = ${fx.teamId} and role = 'leader'`,
    );
    expect(leader!.user_id).toBe(second!.id);

    const alone = await createTeam(t.app, { memberCount: 0, status: 'approved' });
    const projectId = await createSubmission(t.app, alone.teamId);
    const aloneToken = await loginAs(t.app, alone.leader.email, FIXTURE_PASSWORD);
    expect((await send('GET', '/api/me/deletion', aloneToken)).json().what[0].effect).toBe('withdrawn');
    expect((await send('POST', '/api/me/deletion', aloneToken, { password: FIXTURE_PASSWORD })).statusCode).toBe(202);
    await privacyPass(t.app.db, later(DELETION_GRACE_DAYS + 1));
    expect((await one<{ status: string }>(sql`select status from teams where id = ${alone.teamId}`))!.status).toBe(
      'withdrawn',
    );
    expect(await one(sql`select id from submissions where id = ${projectId}`)).toBeTruthy();
  });

  it('two instances running the job at once erase each person once', async () => {
    const p = await tracedLeader(t.app, 1);
    await send('POST', '/api/me/deletion', p.token, { password: p.password });
    const at = later(DELETION_GRACE_DAYS + 1);
    const before = (await one<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'privacy.account_erased'`,
    ))!.n;
    await Promise.all([privacyPass(t.app.db, at), privacyPass(t.app.db, at)]);
    const after = (await one<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'privacy.account_erased'`,
    ))!.n;
    expect(after - before).toBe(1);
  });
});
