// One kick of the mail worker after the work that queued mail committed: requests kick on their own
// (no route calls kick by hand), work outside a request opens its own scope, and nothing kicks early,
// when the worker would not see the row yet and the mail would wait for the next poll.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { unique } from '../../test/fixtures';
import { createTestApp, onPostgres, type TestApp } from '../../test/helpers';
import { enqueueEmail } from './service/outbox';
import { withMailKick } from './service/kick';

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

const mail = (subject: string) => ({ to: 'someone@example.com', subject, text: 'x' });

describe('withMailKick (work outside a request)', () => {
  it('kicks once, after the work and its transaction are done', async () => {
    const marker = unique('scope');
    let kicks = 0;
    await withMailKick(
      () => kicks++,
      async () => {
        await t.app.db.transaction(async (tx) => {
          await enqueueEmail(tx, mail(`${marker} one`));
          await enqueueEmail(tx, [mail(`${marker} two`), mail(`${marker} three`)]);
          expect(kicks).toBe(0);
        });
        expect(kicks).toBe(0);
      },
    );
    expect(kicks).toBe(1);
    expect(await committedRows(marker)).toBe(3);
  });

  it('does not kick when nothing was queued; an inner scope kicks for its own mail only', async () => {
    let outer = 0;
    let inner = 0;
    await withMailKick(
      () => outer++,
      async () => {
        await withMailKick(
          () => inner++,
          () => enqueueEmail(t.app.db, mail(unique('inner'))),
        );
        await t.app.db.execute(sql`select 1`);
      },
    );
    expect(inner).toBe(1);
    expect(outer).toBe(0);
  });
});

describe('requests', () => {
  it('a request that queues mail kicks the worker once, after its transaction committed', async () => {
    const name = unique('Kick Visitor');
    const seen: Promise<number>[] = [];
    const kick = vi.spyOn(t.app.mail, 'kick').mockImplementation(() => {
      seen.push(committedRows(name));
    });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name, email: 'visitor@example.com', message: 'Hello organizers, a question about the event.' },
      });
      expect(res.statusCode).toBe(201);
      // onResponse runs just after the answer is sent.
      await vi.waitFor(() => expect(kick).toHaveBeenCalledTimes(1));
      expect(await seen[0]).toBe(1);
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
      // A request that did queue mail, answered after these, shows their onResponse hooks have run.
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
