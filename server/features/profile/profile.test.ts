import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(() => t.close());

const get = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/profile', headers: token ? bearer(token) : undefined });

describe('GET /api/profile', () => {
  it('needs a session', async () => {
    expect((await get()).statusCode).toBe(401);
  });

  it('answers the person, the team and its latest submission with feedback and score', async () => {
    const kiran = await loginAs(t.app, 'kiran@example.com', 'member12345');
    const res = await get(kiran);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Kiran Rao',
      email: 'kiran@example.com',
      username: 'kiran',
      hasPassword: true,
      team: { name: 'Byte Busters', status: 'approved', role: 'leader', memberCount: 2 },
      latestSubmission: {
        status: 'under_review',
        score: 7.4,
        feedback: 'Strong idea and a clear threat model. Polish the voter onboarding flow.',
      },
    });
    const admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
    expect((await get(admin)).json()).toMatchObject({ role: 'admin', team: null, latestSubmission: null });
  });
});

describe('PATCH /api/profile', () => {
  it('edits name, phone and gender', async () => {
    const token = await loginAs(t.app, 'arjun@example.com', 'member12345');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: bearer(token),
      payload: { name: 'Arjun M.', phone: '', gender: 'other' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Arjun M.', phone: null, gender: 'other', email: 'arjun@example.com' });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: bearer(token),
      payload: { name: 'A', phone: '123', gender: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      name: 'Name must be at least 2 characters',
      phone: 'Please enter a valid phone number',
    });
  });
});

describe('POST /api/profile/password', () => {
  it('needs the current password, a new one of 8+, and ends the other sessions only', async () => {
    const here = await loginAs(t.app, 'meera@example.com', 'member12345');
    const elsewhere = await loginAs(t.app, 'meera@example.com', 'member12345');
    const change = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/profile/password', headers: bearer(here), payload });
    const wrong = await change({ currentPassword: 'not-it-at-all', newPassword: 'brand-new-pass' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'Your current password is incorrect',
      fieldErrors: { currentPassword: 'Your current password is incorrect' },
    });
    const short = await change({ currentPassword: 'member12345', newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors).toEqual({ newPassword: 'Password must be at least 8 characters' });
    expect((await change({ currentPassword: 'member12345', newPassword: 'brand-new-pass' })).statusCode).toBe(200);
    expect((await get(here)).statusCode).toBe(200);
    expect((await get(elsewhere)).statusCode).toBe(401);
    await loginAs(t.app, 'meera@example.com', 'brand-new-pass');
    await expect(loginAs(t.app, 'meera@example.com', 'member12345')).rejects.toThrow();
  });

  it('throttles repeated wrong current passwords', async () => {
    const token = await loginAs(t.app, 'ananya@example.com', 'member12345');
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/profile/password',
        headers: bearer(token),
        payload: { currentPassword, newPassword: 'another-pass-1' },
      });
    for (let i = 0; i < 5; i++) expect((await change('wrong-guess')).statusCode).toBe(400);
    expect((await change('member12345')).statusCode).toBe(429);
  });
});
