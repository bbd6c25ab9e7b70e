// Issue 31 "Messages that are true": every answer of an action that emails says what happens to the
// email (`emailDelivery`): 'queued' without SMTP (it stays in the Outbox), 'sending' with SMTP, 'delayed'
// while delivery is failing. The public answers (a password reset, a sign-in link) word their message
// from it, and stay the same for an address with an account and one without.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { forgotPasswordAnswer } from '@shared/schemas/password-reset';
import { signInLinkAnswer } from '@shared/schemas/sign-in-link';
import { MAIL_FAILING_AFTER } from '@shared/schemas/mail';
import type { EmailDelivery } from '@shared/email-delivery';
import { rows } from '../../lib/sql';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { registerTeam, teamPayload, uid } from '../../test/fixtures';
import { smtpUrl, startSmtp, waitFor, type TestSmtp } from '../../test/smtp-servers';

const ADMIN = { email: 'organizer@example.com', password: 'organizer-123' };

function post(t: TestApp, url: string, payload: object, token?: string) {
  return t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : undefined });
}

/** Every action that emails, answered on `t`: each answer's emailDelivery, by action. */
async function deliveries(t: TestApp) {
  const admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
  const p = teamPayload();
  const reg = await registerTeam(t.app, p);
  const leader = await loginAs(t.app, p.leader.email, reg.leader.password!);
  const answers = {
    forgotPassword: await post(t, '/api/auth/forgot-password', { email: p.leader.email }),
    signInLink: await post(t, '/api/auth/sign-in-link', { email: p.leader.email }),
    teamInvitation: await post(t, '/api/teams/current/invitations', { email: `mate.${uid()}@example.org` }, leader),
    judgeInvitation: await post(t, '/api/admin/judges/invitations', { email: `judge.${uid()}@example.org` }, admin),
    announcement: await post(
      t,
      '/api/announcements',
      { title: 'Hello', message: 'Hi all', audience: 'everyone' },
      admin,
    ),
  };
  const out: Record<string, EmailDelivery> = {};
  for (const [action, res] of Object.entries(answers)) {
    expect(res.statusCode, `${action}: ${res.body}`).toBeLessThan(300);
    out[action] = res.json().emailDelivery;
  }
  return { out, answers, leaderEmail: p.leader.email };
}

describe('without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ admin: ADMIN });
  });
  afterAll(() => t?.close());

  it("every action that emails answers 'queued', and the public answers say the email waits in the Outbox", async () => {
    const { out, answers } = await deliveries(t);
    expect(out).toEqual({
      forgotPassword: 'queued',
      signInLink: 'queued',
      teamInvitation: 'queued',
      judgeInvitation: 'queued',
      announcement: 'queued',
    });
    const reset = answers.forgotPassword.json().message as string;
    expect(reset).toBe(forgotPasswordAnswer('queued'));
    expect(reset).toMatch(/queued in the Outbox and will not be delivered: SMTP is not configured/);
    expect(reset).not.toMatch(/we have sent/);
    const link = answers.signInLink.json().message as string;
    expect(link).toBe(signInLinkAnswer('queued'));
    expect(link).not.toMatch(/on its way/);
  });

  it('the public answers tell nothing of the account: the same with one and without', async () => {
    const unknown = `nobody.${uid()}@example.org`;
    const { leaderEmail } = await deliveries(t);
    for (const url of ['/api/auth/forgot-password', '/api/auth/sign-in-link']) {
      const known = await post(t, url, { email: leaderEmail });
      expect((await post(t, url, { email: unknown })).json()).toEqual(known.json());
    }
  });
});

describe('with SMTP', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ admin: ADMIN, smtpUrl: smtpUrl(smtp.port) });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("every action that emails answers 'sending', and the public answers say the email is on its way", async () => {
    const { out, answers } = await deliveries(t);
    expect(out).toEqual({
      forgotPassword: 'sending',
      signInLink: 'sending',
      teamInvitation: 'sending',
      judgeInvitation: 'sending',
      announcement: 'sending',
    });
    expect(answers.forgotPassword.json().message).toBe(forgotPasswordAnswer('sending'));
    expect(answers.forgotPassword.json().message).toMatch(/^If an account exists for that email, we have sent a link/);
    expect(answers.signInLink.json().message).toBe(signInLinkAnswer('sending'));
  });

  it("answers 'delayed' while delivery is failing: the email waits and is retried", async () => {
    // Nothing left to send, so no success resets the run of failures set here.
    await waitFor(async () => {
      const [r] = await rows<{ n: number }>(
        t.app.db,
        sql`select count(*)::int as n from outbox_emails where status = 'queued'`,
      );
      return r!.n === 0 ? true : undefined;
    });
    await t.app.db.execute(sql`
      insert into mail_health (id, consecutive_failures, failing_since) values (1, ${MAIL_FAILING_AFTER}, now())
      on conflict (id) do update set consecutive_failures = ${MAIL_FAILING_AFTER}, failing_since = now()`);
    const res = await post(t, '/api/auth/forgot-password', { email: `nobody.${uid()}@example.org` });
    expect(res.json()).toMatchObject({ emailDelivery: 'delayed', message: forgotPasswordAnswer('delayed') });
    expect(res.json().message).toMatch(/queued in the Outbox: delivery is failing right now and will be retried/);
  });
});
