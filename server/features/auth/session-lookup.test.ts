// Session lookups are kept in memory, yet a session that ends stops working at once: sign-out, a
// password change, a deactivated account, and a sign-out on another instance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { users } from '../../db/schema';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { secondInstance } from '../../test/instances';
import { openCountingDb } from '../../test/query-counter';
import { createPeople, PEOPLE_PASSWORD } from '../../test/people';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(() => t.close());

const me = (token: string, app: FastifyInstance = t.app) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

async function eventually(read: () => Promise<number>, want: number): Promise<number> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const v = await read();
    if (v === want || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('kept session lookups', () => {
  it('a signed-out token is refused on the very next call', async () => {
    const [p] = await createPeople(t.app, 1, 'signout');
    const token = await loginAs(t.app, p!.email, PEOPLE_PASSWORD);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBeLessThan(300);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('a password change ends the other sessions at once', async () => {
    const [p] = await createPeople(t.app, 1, 'pwchange');
    const other = await loginAs(t.app, p!.email, PEOPLE_PASSWORD);
    const current = await loginAs(t.app, p!.email, PEOPLE_PASSWORD);
    expect((await me(other)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/password',
      headers: bearer(current),
      payload: { currentPassword: PEOPLE_PASSWORD, newPassword: 'a-new-password-9' },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect((await me(other)).statusCode).toBe(401);
  });

  it('a name changed or an account deactivated in the database shows on the next call', async () => {
    const [p] = await createPeople(t.app, 1, 'deactivate');
    const token = await loginAs(t.app, p!.email, PEOPLE_PASSWORD);
    expect((await me(token)).json()).toMatchObject({ email: p!.email });
    await t.app.db.update(users).set({ name: 'Renamed Person' }).where(eq(users.email, p!.email));
    expect((await me(token)).json()).toMatchObject({ name: 'Renamed Person' });
    await t.app.db.update(users).set({ status: 'inactive' }).where(eq(users.email, p!.email));
    expect((await me(token)).statusCode).toBe(401);
  });

  it('a sign-out on one instance is refused by another that had kept the session', async () => {
    const second = await secondInstance(t);
    try {
      const [p] = await createPeople(t.app, 1, 'twoinst');
      const token = await loginAs(t.app, p!.email, PEOPLE_PASSWORD);
      expect((await me(token, second.app)).statusCode).toBe(200);
      expect((await me(token, second.app)).statusCode).toBe(200);
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
      expect(await eventually(async () => (await me(token, second.app)).statusCode, 401)).toBe(401);
    } finally {
      await second.close();
    }
  });
});

describe('cost of a kept lookup', () => {
  it('a repeated /api/auth/me asks the database nothing', async () => {
    const { handle, counter } = await openCountingDb(process.env.TEST_DATABASE_URL);
    const app = await buildApp(testConfig({ seedDemo: true }), { dbHandle: handle });
    try {
      await app.ready();
      const token = await loginAs(app, 'team@example.com', 'team12345');
      expect(await counter.during(() => me(token, app))).not.toHaveLength(0);
      expect(await counter.during(() => me(token, app))).toHaveLength(0);
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
