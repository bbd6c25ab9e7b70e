// The words of every answer that emails (issue 31 "Messages that are true"): nothing says an email went
// out unless mail is being delivered.
import { describe, expect, it } from 'vitest';
import { deliveryNote, emailDeliveryOf, emailsToNote, mailTitle } from './email-delivery';
import { forgotPasswordAnswer } from './schemas/password-reset';
import { signInLinkAnswer } from './schemas/sign-in-link';

describe('deliveryNote', () => {
  it('says nothing while mail goes out or its state is not known', () => {
    expect(deliveryNote('sending')).toBeUndefined();
    expect(deliveryNote(undefined)).toBeUndefined();
  });

  it('says where the email waits and why, for what it names', () => {
    expect(deliveryNote('queued')).toBe(
      'It is queued in the Outbox and will not be delivered: SMTP is not configured.',
    );
    expect(deliveryNote('delayed', 'The invitation to ada@example.org')).toBe(
      'The invitation to ada@example.org is queued in the Outbox: delivery is failing right now and will be retried.',
    );
    expect(deliveryNote('queued', '5 emails', true)).toBe(
      '5 emails are queued in the Outbox and will not be delivered: SMTP is not configured.',
    );
  });
});

describe('emailDeliveryOf', () => {
  it("reads the admin mail health's state as what happens to an email queued now", () => {
    expect(emailDeliveryOf('delivering')).toBe('sending');
    expect(emailDeliveryOf('not-configured')).toBe('queued');
    expect(emailDeliveryOf('failing')).toBe('delayed');
  });
});

describe('mailTitle', () => {
  it('says Sent only while mail goes out (or is not known), else Queued', () => {
    expect(mailTitle('Invitation', 'sending')).toBe('Invitation Sent');
    expect(mailTitle('Invitation', undefined)).toBe('Invitation Sent');
    expect(mailTitle('Invitation', 'queued')).toBe('Invitation Queued');
    expect(mailTitle('Email', 'delayed')).toBe('Email Queued');
    expect(mailTitle('Sign-in Link', 'sending', 'Emailed')).toBe('Sign-in Link Emailed');
    expect(mailTitle('Sign-in Link', 'queued', 'Emailed')).toBe('Sign-in Link Queued');
  });
});

describe('emailsToNote', () => {
  it('"N people emailed" only while mail goes out', () => {
    expect(emailsToNote(5, '5 people', 'sending', '5 people emailed.')).toBe('5 people emailed.');
    expect(emailsToNote(5, '5 people', 'queued', '5 people emailed.')).toBe(
      'The emails to 5 people are queued in the Outbox and will not be delivered: SMTP is not configured.',
    );
    expect(emailsToNote(1, 'one person', 'delayed', 'One person was emailed.')).toBe(
      'The email to one person is queued in the Outbox: delivery is failing right now and will be retried.',
    );
  });

  it('nobody emailed: nothing waits either', () => {
    expect(emailsToNote(0, '0 people', 'queued', '0 people emailed.')).toBe('0 people emailed.');
  });
});

describe('the public answers of a password reset and a sign-in link', () => {
  it('say "we have sent" and "on its way" only while mail goes out', () => {
    expect(forgotPasswordAnswer('sending')).toBe(
      'If an account exists for that email, we have sent a link to reset the password. The link is valid for one hour.',
    );
    expect(signInLinkAnswer('sending')).toBe(
      "If this account was offered a sign-in link, it is on its way to the account's email address. It works once, within 15 minutes.",
    );
  });

  it('say the link is queued in the Outbox, and why, otherwise (still never whether the account exists)', () => {
    expect(forgotPasswordAnswer('queued')).toBe(
      'If an account exists for that email, its link to reset the password is queued in the Outbox and will not be delivered: SMTP is not configured. The link is valid for one hour.',
    );
    expect(signInLinkAnswer('queued')).toBe(
      'If this account was offered a sign-in link, it is queued in the Outbox and will not be delivered: SMTP is not configured. It works once, within 15 minutes.',
    );
    expect(forgotPasswordAnswer('delayed')).toMatch(/is queued in the Outbox: delivery is failing right now/);
    expect(signInLinkAnswer('delayed')).not.toMatch(/on its way/);
  });
});
