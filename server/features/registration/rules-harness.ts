// The set-up the registration-rules tests share: a demo app, the admin's token, the current edition as
// it was seeded (put back after each test), and the calls they make. Each test file calls useRulesApp().
import { afterAll, afterEach, beforeAll } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { events, teams } from '../../db/schema';
import { setClock } from '../../lib/clock';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { currentEventId } from '../../test/fixtures';

export interface RulesApp {
  t: TestApp;
  admin: string;
  eventId: number;
  original: typeof events.$inferSelect;
}

export function useRulesApp(): RulesApp {
  const ctx = {} as RulesApp;
  beforeAll(async () => {
    ctx.t = await createTestApp({ seedDemo: true });
    ctx.admin = await loginAs(ctx.t.app, 'admin@example.com', 'admin12345');
    ctx.eventId = await currentEventId(ctx.t.app);
    [ctx.original] = (await ctx.t.app.db.select().from(events).where(eq(events.id, ctx.eventId))) as [
      typeof events.$inferSelect,
    ];
  });
  afterAll(() => ctx.t.close());
  afterEach(async () => {
    setClock(null);
    // Teams left waiting by a test would be promoted by the next test's rejection (no cap then): gone.
    await ctx.t.app.db
      .update(teams)
      .set({ status: 'rejected' })
      .where(and(eq(teams.eventId, ctx.eventId), eq(teams.status, 'waitlisted')));
    const { id: _id, ...rest } = ctx.original;
    await ctx.t.app.db.update(events).set(rest).where(eq(events.id, ctx.eventId));
    await settle(ctx);
  });
  return ctx;
}

export const post = (c: RulesApp, payload: object) =>
  c.t.app.inject({ method: 'POST', url: '/api/register-team', payload });
export const rules = async (c: RulesApp) => (await c.t.app.inject({ url: '/api/register-team/rules' })).json();
export const publicStats = async (c: RulesApp) => (await c.t.app.inject({ url: '/api/event' })).json().stats;
export const adminStats = async (c: RulesApp) =>
  (await c.t.app.inject({ url: '/api/admin/stats', headers: bearer(c.admin) })).json();
export const decide = (c: RulesApp, id: number, action: 'approve' | 'reject') =>
  c.t.app.inject({ method: 'POST', url: `/api/teams/${id}/${action}`, headers: bearer(c.admin) });

/** The directory keeps the current edition in memory; its change notice refreshes it. */
export async function settle(c: RulesApp) {
  for (let i = 0; i < 50; i++) {
    const row = await c.t.app.editions.current();
    const [db] = await c.t.app.db.select().from(events).where(eq(events.id, c.eventId));
    if (
      row &&
      db &&
      row.version === db.version &&
      row.teamCap === db.teamCap &&
      row.registrationOpen === db.registrationOpen &&
      row.compositionMin === db.compositionMin &&
      row.compositionScope === db.compositionScope
    )
      return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function setEvent(c: RulesApp, patch: Partial<typeof events.$inferInsert>) {
  await c.t.app.db.update(events).set(patch).where(eq(events.id, c.eventId));
  await settle(c);
}

/** Teams holding a place (pending + approved) in the edition. */
export async function placed(c: RulesApp) {
  const [r] = await c.t.app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(teams)
    .where(and(eq(teams.eventId, c.eventId), sql`${teams.status} in ('pending', 'approved')`));
  return Number(r!.n);
}
