// 'Email Sent' must not promise delivery while mail is not going out.
import { describe, expect, it } from 'vitest';
import type { MailHealth } from '@shared/schemas/mail';
import { undeliveredNote } from './mail-health';

const health = (over: Partial<MailHealth>): MailHealth => ({
  state: 'delivering',
  configured: true,
  lastSuccessAt: null,
  lastFailureAt: null,
  lastError: null,
  consecutiveFailures: 0,
  failingSince: null,
  queued: 0,
  failed: 0,
  ...over,
});

describe('undeliveredNote', () => {
  it('says nothing while mail is delivered or its health is not known yet', () => {
    expect(undeliveredNote(health({}))).toBeUndefined();
    expect(undeliveredNote(undefined)).toBeUndefined();
  });

  it('says the email stays queued when SMTP is not configured', () => {
    expect(undeliveredNote(health({ state: 'not-configured', configured: false }))).toMatch(
      /queued in the Outbox and will not be delivered: SMTP is not configured/,
    );
  });

  it('says delivery is failing and will be retried', () => {
    expect(undeliveredNote(health({ state: 'failing', consecutiveFailures: 4 }))).toMatch(/failing .* retried/);
  });
});
