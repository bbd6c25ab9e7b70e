// A new team's credentials stay held after the toasts until the person says they saved them.
import { describe, expect, it } from 'vitest';
import { forgetCredentials, keepCredentials, keptCredentials, showKeptCredentials } from './kept-credentials';

describe('kept credentials', () => {
  it('holds them hidden, shows them once asked, and forgets them on "I have saved them"', () => {
    const read = keptCredentials;
    keepCredentials({ email: 'ada@example.org', password: 'p4ssw0rd-123' });
    expect(read()).toEqual({ credentials: { email: 'ada@example.org', password: 'p4ssw0rd-123' }, shown: false });
    showKeptCredentials();
    expect(read().shown).toBe(true);
    forgetCredentials();
    expect(read()).toEqual({ credentials: null, shown: false });
    // Asking again after they were dismissed shows nothing (the fallback timer of notify.tsx).
    showKeptCredentials();
    expect(read()).toEqual({ credentials: null, shown: false });
  });
});
