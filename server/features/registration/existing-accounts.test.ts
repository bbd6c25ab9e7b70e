// Members whose email already has an account (a returning participant, DESIGN D13): a registration
// invites them without creating or changing the account, and they join with their own password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { invitations, outboxEmails, teamMembers, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers';
import { teamPayload } from '../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(() => t.close());

const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/register-team', payload });
const outboxTo = (email: string) =>
  t.app.db
    .select()
    .from(outboxEmails)
    .where(sql`lower(${outboxEmails.to}) = ${email.toLowerCase()}`);

describe('a member listed with the email of an existing account', () => {
  it('invites a member whose email has an account, without creating or changing that account', async () => {
    const [before] = await t.app.db.select().from(users).where(eq(users.email, 'priya@example.com'));
    const p = teamPayload();
    p.members[0]!.email = 'PRIYA@example.com';
    const res = await post(p);
    expect(res.statusCode).toBe(201);
    const teamId = res.json().team.id as number;
    const [after] = await t.app.db.select().from(users).where(eq(users.email, 'priya@example.com'));
    expect(after).toEqual(before);
    // Not a member yet (the invitation makes them one), but invited, with the invitation email.
    const members = await t.app.db.select().from(teamMembers).where(eq(teamMembers.teamId, teamId));
    expect(members.map((m) => m.userId)).not.toContain(before!.id);
    expect(members).toHaveLength(1);
    const invited = await t.app.db.select().from(invitations).where(eq(invitations.teamId, teamId));
    expect(invited.map((i) => i.email)).toEqual(['PRIYA@example.com']);
    expect(
      (await outboxTo('priya@example.com')).some((m) => m.subject === `You're invited to join ${p.team.name}`),
    ).toBe(true);
  });

  it('lets an invited member with an account join with their own password, the account unchanged', async () => {
    const email = 'returning.member@example.org';
    const account = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Returning Member', email, password: 'returning-123' },
    });
    expect(account.statusCode).toBe(201);
    const [before] = await t.app.db.select().from(users).where(eq(users.email, email));
    const p = teamPayload();
    p.members[0]!.email = email;
    p.members[0]!.name = 'Someone Else';
    const res = await post(p);
    expect(res.statusCode).toBe(201);
    const mail = (await outboxTo(email)).find((m) => m.subject === `You're invited to join ${p.team.name}`)!;
    const token = decodeURIComponent(/\/invite\/([^\s]+)/.exec(mail.text)![1]!);
    // The invitation page says they join with the account they have.
    const info = await t.app.inject({ url: `/api/invitations/${token}` });
    expect(info.json()).toMatchObject({ existingAccount: true, alreadyMember: false });
    const accept = (password: string) =>
      t.app.inject({ method: 'POST', url: `/api/invitations/${token}`, payload: { name: 'Renamed Person', password } });
    const wrong = await accept('not-their-password');
    expect(wrong.statusCode).toBe(401);
    const ok = await accept('returning-123');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ id: before!.id, teamId: res.json().team.id });
    const [after] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(after).toEqual(before);
  });
});
