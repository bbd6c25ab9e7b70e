// Issue 31: an organizer sends new credentials by email instead of reading a password aloud. Reset
// Password (participants) and Generate Credentials (a team's leader) can email the person a single-use
// link to choose their own password: the old password stops working, no password is answered to the
// admin, and the link in the Outbox works once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { FIXTURE_PASSWORD, createTeam, outboxTo } from '../../test/fixtures';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
});
afterAll(() => t.close());

const post = (url: string, payload?: object, token = admin) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** The link of the newest email to `email` with this subject, and its token. */
async function linkIn(email: string, subject: string): Promise<{ text: string; token: string }> {
  const mail = (await outboxTo(t.app, email)).filter((m) => m.subject === subject).at(-1);
  expect(mail, `an email "${subject}" to ${email}`).toBeDefined();
  const match = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail!.text);
  expect(match, mail!.text).not.toBeNull();
  return { text: mail!.text, token: decodeURIComponent(match![1]!) };
}

async function chooseWith(token: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
}

describe('credentials sent by email', () => {
  it('Reset Password with a link: the person is emailed a link that works once, the old password ends', async () => {
    const fx = await createTeam(t.app, { status: 'approved' });
    const res = await post(`/api/users/${fx.leader.id}/reset-password`, { sendLink: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.stringify(res.json())).not.toMatch(/password/i);
    expect((await login(fx.leader.email, FIXTURE_PASSWORD)).statusCode).toBe(401);

    const { token, text } = await linkIn(fx.leader.email, 'Choose a new password');
    expect(text).toContain('valid for 48 hours');
    expect((await chooseWith(token, 'my-own-password-1')).statusCode).toBe(200);
    expect((await login(fx.leader.email, 'my-own-password-1')).statusCode).toBe(200);
    expect((await chooseWith(token, 'another-password-2')).statusCode).toBe(400);
  });

  it('Reset Password still takes a password the admin typed, and asks for one or the other', async () => {
    const fx = await createTeam(t.app, { status: 'approved' });
    expect(
      (await post(`/api/users/${fx.leader.id}/reset-password`, { newPassword: 'typed-by-admin' })).statusCode,
    ).toBe(200);
    expect((await login(fx.leader.email, 'typed-by-admin')).statusCode).toBe(200);
    const neither = await post(`/api/users/${fx.leader.id}/reset-password`, {});
    expect(neither.statusCode).toBe(400);
    expect(JSON.stringify(neither.json())).toContain('Enter a new password, or send the person a link by email');
  });

  it("Generate Credentials by email: no password answered, the leader's link sets one", async () => {
    const fx = await createTeam(t.app, { status: 'approved' });
    const res = await post(`/api/teams/${fx.teamId}/credentials`, { delivery: 'email' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ username: fx.leader.username, emailedTo: fx.leader.email });
    expect((await login(fx.leader.email, FIXTURE_PASSWORD)).statusCode).toBe(401);
    const { token, text } = await linkIn(fx.leader.email, `New sign-in credentials for ${fx.name}`);
    expect(text).toContain(fx.leader.username);
    expect((await chooseWith(token, 'leader-chosen-9')).statusCode).toBe(200);
    expect((await login(fx.leader.email, 'leader-chosen-9')).statusCode).toBe(200);
  });

  it('Generate Credentials without a body still shows the password once (D6)', async () => {
    const fx = await createTeam(t.app, { status: 'approved' });
    const res = await post(`/api/teams/${fx.teamId}/credentials`);
    expect(res.statusCode).toBe(200);
    const { password } = res.json();
    expect(password).toEqual(expect.any(String));
    expect((await login(fx.leader.email, password)).statusCode).toBe(200);
  });
});
