// The mail worker is woken when mail becomes due, by the database (drizzle/0008's triggers on the
// outbox): once per committed transaction that queued mail, after the commit (a kick before it would
// not see the row, and the mail would wait for the next poll), whoever queued it: a request, work
// outside a request, a statement in psql; never by a rolled-back transaction or the worker's own claims.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { registerTeam, teamPayload, unique } from '../../test/fixtures';
import { createTestApp, onPostgres, type TestApp } from '../../test/helpers';
import { enqueueEmail } from './service/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Outbox rows whose subject contains `marker`, read as another connection would see them (committed). */
async function committedRows(marker: string): Promise<number> {
  const pattern = `%${marker}%`;
  if (onPostgres) {
    const client = new pg.Client({ connectionString: t.config.databaseUrl });
    await client.connect();
    try {
      const r = await client.query('select count(*)::int as n from outbox_emails where subject like $1', [pattern]);
      return r.rows[0].n as number;
    } finally {
      await client.end();
    }
  }
  // PGlite has one connection: a query waits for an open transaction to end.
  const r = (await t.app.db.execute(
    sql`select count(*)::int as n from outbox_emails where subject like ${pattern}`,
  )) as unknown as { rows: { n: number }[] };
  return r.rows[0]!.n;
}

/** Spies on the worker's kick; at each kick, counts the committed rows whose subject contains `marker`. */
function kickSeeing(marker: string) {
  const seen: Promise<number>[] = [];
  const kick = vi.spyOn(t.app.mail, 'kick').mockImplementation(() => {
    seen.push(committedRows(marker));
  });
  return { kick, seen };
}

const mail = (subject: string) => ({ to: 'someone@example.com', subject, text: 'x' });

describe('work outside a request', () => {
  it('a transaction that queues mail kicks once, after it committed', async () => {
    const marker = unique('scope');
    const { kick, seen } = kickSeeing(marker);
    try {
      await t.app.db.transaction(async (tx) => {
        await enqueueEmail(tx, mail(`${marker} one`));
        await enqueueEmail(tx, [mail(`${marker} two`), mail(`${marker} three`)]);
        expect(kick).not.toHaveBeenCalled();
      });
      await vi.waitFor(() => expect(kick).toHaveBeenCalledTimes(1));
      expect(await seen[0]).toBe(3);
    } finally {
      kick.mockRestore();
    }
  });

  it('a rolled-back transaction does not kick; a plain statement (as from psql) does', async () => {
    const kick = vi.spyOn(t.app.mail, 'kick');
    try {
      await expect(
        t.app.db.transaction(async (tx) => {
          await enqueueEmail(tx, mail(unique('rolled back')));
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      const marker = unique('psql');
      await t.app.db.execute(
        sql`insert into outbox_emails ("to", subject, text) values ('a@example.com', ${marker}, 'x')`,
      );
      await vi.waitFor(() => expect(kick).toHaveBeenCalledTimes(1));
    } finally {
      kick.mockRestore();
    }
  });

  it('mail put back in the queue kicks; the worker claiming or rescheduling it does not', async () => {
    const marker = unique('requeue');
    const [row] = await enqueueEmail(t.app.db, mail(marker));
    const kick = vi.spyOn(t.app.mail, 'kick');
    try {
      // As the worker does: a claim (lease and attempts), then a failure that schedules a later try.
      await t.app.db.execute(
        sql`update outbox_emails set claimed_until = now() + interval '1 minute', attempts = attempts + 1 where id = ${row}`,
      );
      await t.app.db.execute(
        sql`update outbox_emails set claimed_until = null, next_attempt_at = now() + interval '5 minutes' where id = ${row}`,
      );
      await t.app.db.execute(sql`update outbox_emails set status = 'failed' where id = ${row}`);
      expect(kick).not.toHaveBeenCalled();
      // An admin's retry: queued again, due now.
      await t.app.db.execute(
        sql`update outbox_emails set status = 'queued', attempts = 0, next_attempt_at = now() where id = ${row}`,
      );
      await vi.waitFor(() => expect(kick).toHaveBeenCalledTimes(1));
    } finally {
      kick.mockRestore();
    }
  });
});

describe('requests', () => {
  it('a request that queues mail kicks the worker once, after its transaction committed', async () => {
    const name = unique('Kick Visitor');
    const { kick, seen } = kickSeeing(name);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name, email: 'visitor@example.com', message: 'Hello organizers, a question about the event.' },
      });
      expect(res.statusCode).toBe(201);
      // The kick comes as the request's transaction commits.
      await vi.waitFor(() => expect(kick).toHaveBeenCalledTimes(1));
      expect(await seen[0]).toBe(1);
    } finally {
      kick.mockRestore();
    }
  });

  it('a team registration (one statement writing the team and its emails) kicks once, after it committed', async () => {
    const payload = teamPayload({ members: 2 });
    const { kick, seen } = kickSeeing(payload.team.name);
    try {
      await registerTeam(t.app, payload);
      await vi.waitFor(() => expect(kick).toHaveBeenCalledTimes(1));
      // The leader's welcome and the members' invitations name the team.
      expect(await seen[0]).toBeGreaterThanOrEqual(1);
    } finally {
      kick.mockRestore();
    }
  });

  it('a request that queues nothing, or is refused, does not kick', async () => {
    const kick = vi.spyOn(t.app.mail, 'kick');
    try {
      expect((await t.app.inject({ url: '/api/event' })).statusCode).toBe(200);
      const refused = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'x' } });
      expect(refused.statusCode).toBe(400);
      // A request that did queue mail, answered after these: its kick is the only one.
      await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: unique('Later'), email: 'later@example.com', message: 'Another question about the event.' },
      });
      await vi.waitFor(() => expect(kick).toHaveBeenCalledTimes(1));
    } finally {
      kick.mockRestore();
    }
  });
});
