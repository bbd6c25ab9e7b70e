// Registration that respects people and their data (issue 31): a stored gender is changed only by its
// owner, 'prefer not to say' and no answer are accepted, a team of 1 registers when the edition allows
// it, the new leader is signed in, and a teammate with an account is invited to join with it.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SESSION_COOKIE } from '@shared/constants';
import { events, outboxEmails, teamMembers, users } from '../../db/schema';
import { createTestApp, loginAs, bearer, type TestApp } from '../../test/helpers';
import { currentEventId, teamPayload } from '../../test/fixtures';
import { hashPassword } from '../../lib/crypto';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(() => t.close());

const post = (payload: object, headers?: InjectOptions['headers']) =>
  t.app.inject({ method: 'POST', url: '/api/register-team', payload, headers });
const genderOf = async (email: string) =>
  (await t.app.db.select({ gender: users.gender }).from(users).where(eq(users.email, email)))[0]?.gender;
const mailsTo = (email: string) =>
  t.app.db
    .select()
    .from(outboxEmails)
    .where(sql`lower(${outboxEmails.to}) = ${email.toLowerCase()}`);

describe('a stored gender changes only when its owner changes it', () => {
  it("keeps a returning participant's answer when her form leaves gender unanswered", async () => {
    // Hana led a team in HackVerse 2026 (archived) and told us she is female; she signs in this year.
    const email = 'hana.sato@example.org';
    expect(await genderOf(email)).toBe('female');
    await t.app.db
      .update(users)
      .set({ passwordHash: await hashPassword('hana-pass-123') })
      .where(eq(users.email, email));
    const hana = await loginAs(t.app, email, 'hana-pass-123');
    const p = teamPayload();
    const { gender: _unanswered, ...leader } = p.leader;
    const res = await post({ ...p, leader: { ...leader, name: 'Hana Sato', email } }, bearer(hana));
    expect(res.statusCode, res.body).toBe(201);
    expect(await genderOf(email)).toBe('female');
  });

  it("stores 'prefer not to say' as no gender, and no answer as none, for new people", async () => {
    const p = teamPayload({ members: 2 });
    p.leader.gender = 'prefer_not_to_say';
    delete p.members[1]!.gender;
    const res = await post(p);
    expect(res.statusCode, res.body).toBe(201);
    expect(await genderOf(p.leader.email)).toBeNull();
    expect(await genderOf(p.members[1]!.email)).toBeNull();
    expect(await genderOf(p.members[0]!.email)).toBe('female');
  });

  it('still refuses a gender outside the answers, with the spec message', async () => {
    const p = teamPayload();
    const res = await post({ ...p, leader: { ...p.leader, gender: 'unknown' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors['leader.gender']).toBe('Please select a gender');
  });
});

describe('a team of 1', () => {
  it('registers with no members when the edition allows teams of 1, and not otherwise', async () => {
    const id = await currentEventId(t.app);
    const [before] = await t.app.db.select().from(events).where(eq(events.id, id));
    const alone = () => {
      const p = teamPayload();
      return { ...p, members: [] };
    };
    const refused = await post(alone());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('You must add at least one team member');
    await t.app.db.update(events).set({ teamSizeMin: 1, compositionMin: 0 }).where(eq(events.id, id));
    try {
      await expect.poll(async () => (await t.app.editions.current())?.teamSizeMin).toBe(1);
      const res = await post(alone());
      expect(res.statusCode, res.body).toBe(201);
      const members = await t.app.db.select().from(teamMembers).where(eq(teamMembers.teamId, res.json().team.id));
      expect(members.map((m) => m.role)).toEqual(['leader']);
    } finally {
      await t.app.db.update(events).set(before!).where(eq(events.id, id));
    }
  });
});

describe('the new leader', () => {
  it('is signed in by the answer, as a sign-in would', async () => {
    const p = teamPayload();
    const res = await post(p);
    expect(res.statusCode).toBe(201);
    const cookie = [res.headers['set-cookie']].flat().find((c) => String(c).startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toBeTruthy();
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: cookie!.split(';')[0]! } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: p.leader.email, teamId: res.json().team.id });
  });
});

describe('a teammate who has an account', () => {
  it('is invited to join with it, not to set a name and password; a new teammate is', async () => {
    const p = teamPayload({ members: 2 });
    p.members[0]!.email = 'priya@example.com';
    const [before] = await t.app.db.select().from(users).where(eq(users.email, 'priya@example.com'));
    const res = await post(p);
    expect(res.statusCode, res.body).toBe(201);
    const subject = `You're invited to join ${p.team.name}`;
    const hers = (await mailsTo('priya@example.com')).filter((m) => m.subject === subject);
    expect(hers).toHaveLength(1);
    expect(hers[0]!.text).toContain('You already have an account with this email');
    expect(hers[0]!.text).not.toContain('set your name and password');
    const newcomer = (await mailsTo(p.members[1]!.email)).filter((m) => m.subject === subject);
    expect(newcomer).toHaveLength(1);
    expect(newcomer[0]!.text).toContain('set your name and password');
    const [after] = await t.app.db.select().from(users).where(eq(users.email, 'priya@example.com'));
    expect(after).toEqual(before);
    // The leader is not told the members 'set their own password': some have one already.
    const [leaderMail] = await mailsTo(p.leader.email);
    expect(leaderMail!.text).not.toContain('set their own password');
  });
});
