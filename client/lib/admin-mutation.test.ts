// An admin toast's email: the answer's own emailDelivery when it carries one, else the mail health.
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { MailHealth } from '@shared/schemas/mail';
import { deliveryAfter } from './admin-mutation';
import { mailHealthQuery } from './mail-health';

const withHealth = (state: MailHealth['state'] | null) => {
  const qc = new QueryClient();
  if (state)
    qc.setQueryData(mailHealthQuery().queryKey, {
      state,
      configured: state !== 'not-configured',
      lastSuccessAt: null,
      lastFailureAt: null,
      lastError: null,
      consecutiveFailures: state === 'failing' ? 5 : 0,
      failingSince: null,
      queued: 0,
      failed: 0,
    });
  return qc;
};

describe('deliveryAfter', () => {
  it("takes the answer's emailDelivery first: the server read it as it answered", () => {
    expect(deliveryAfter({ emailDelivery: 'queued' }, withHealth('delivering'))).toBe('queued');
    expect(deliveryAfter({ emailDelivery: 'sending' }, withHealth('failing'))).toBe('sending');
  });

  it('falls back to the mail health for answers without one, and knows nothing before it loaded', () => {
    expect(deliveryAfter({ ok: true }, withHealth('not-configured'))).toBe('queued');
    expect(deliveryAfter(undefined, withHealth('failing'))).toBe('delayed');
    expect(deliveryAfter({ emailDelivery: 'bogus' }, withHealth('delivering'))).toBe('sending');
    expect(deliveryAfter({ ok: true }, withHealth(null))).toBeUndefined();
  });
});
