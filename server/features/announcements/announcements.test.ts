// Announcements: stored, emailed to their audience through the outbox (in batches with progress for
// large audiences, resumed after a restart), listed per audience, broadcast live on /ws.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../app';
import { announcements } from '../../db/schema';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { archivedEditionMessage } from '@shared/schemas/events';
import { currentEventId, eventIdOf } from '../../test/fixtures';
import { EMAIL_BATCH } from './service';

let t: TestApp;
let admin: string;
let approvedLeader: string;
let pendingLeader: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
  approvedLeader = await loginAs(t.app, 'team@example.com', 'team12345');
  pendingLeader = await loginAs(t.app, 'arjun@example.com', 'member12345');
});
afterAll(() => t.close());

const announce = (payload: object, token = admin) =>
  t.app.inject({ method: 'POST', url: '/api/announcements', headers: bearer(token), payload });
const list = (token: string, query = '') => t.app.inject({ url: `/api/announcements${query}`, headers: bearer(token) });

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const r = (await t.app.db.execute(query)) as unknown as { rows: T[] };
  return r.rows[0]!;
}
/** 'Everyone': the participants, but the people of the current edition's rejected teams (issue 31). */
const everyoneSql = () =>
  sql`select count(*)::int as n from users u where u.role = 'team' and u.status <> 'inactive'
    and not exists (select 1 from team_members m join teams t on t.id = m.team_id
      where m.user_id = u.id and t.status = 'rejected'
        and m.event_id = (select id from events where state = 'current'))`;
const outboxCount = async (subject: string) =>
  await one<{ n: number; d: number }>(
    sql`select count(*)::int as n, count(distinct "to")::int as d from outbox_emails where subject = ${subject}`,
  );

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('POST /api/announcements', () => {
  it('validates with the form messages', async () => {
    const res = await announce({ title: ' ', message: '', audience: 'nobody' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      title: 'Please enter a title',
      message: 'Please enter a message',
      audience: 'Please choose an audience',
    });
  });

  it('emails each person of the audience once, audits, answers the finished job', async () => {
    const res = await announce({
      title: 'Approved only',
      message: 'Kick-off call at 10:00.\n\nBring questions.',
      audience: 'approved',
    });
    expect(res.statusCode).toBe(201);
    const { announcement, job } = res.json();
    expect(announcement).toMatchObject({ title: 'Approved only', audience: 'approved', sender: 'Admin' });
    // Seed: Code Crusaders (3 people) and Byte Busters (2) are approved.
    expect(job).toEqual({ id: announcement.id, recipientTotal: 5, recipientsQueued: 5, done: true });
    const subject = (
      await one<{ subject: string }>(
        sql`select subject from outbox_emails where text like '%Kick-off call at 10:00.%' limit 1`,
      )
    ).subject;
    expect(subject).toMatch(/Approved only$/);
    expect(await outboxCount(subject)).toEqual({ n: 5, d: 5 });
    const audit = await one<{ action: string }>(
      sql`select action from audit_log where target = ${`announcement:${announcement.id}`}`,
    );
    expect(audit.action).toBe('announcement.create');
    const everyone = await one<{ n: number }>(everyoneSql());
    const all = (await announce({ title: 'For everyone', message: 'Hello all', audience: 'everyone' })).json();
    expect(all.job.recipientTotal).toBe(everyone.n);
    const pending = (
      await announce({ title: 'For pending', message: 'Finish your registration', audience: 'pending' })
    ).json();
    // Neural Ninjas (2) and Green Giants (4).
    expect(pending.job.recipientTotal).toBe(6);
  });
});

describe('GET /api/announcements', () => {
  it('a team sees everyone + its status audience, newest first; since= returns only newer ones', async () => {
    const approved = (await list(approvedLeader)).json().items.map((a: { title: string }) => a.title);
    expect(approved).toEqual(expect.arrayContaining(['For everyone', 'Approved only']));
    expect(approved).not.toContain('For pending');
    const pending = (await list(pendingLeader)).json().items.map((a: { title: string }) => a.title);
    expect(pending).toEqual(expect.arrayContaining(['For everyone', 'For pending']));
    expect(pending).not.toContain('Approved only');
    expect((await list(admin)).json().items.length).toBeGreaterThanOrEqual(3);
    const items = (await list(approvedLeader)).json().items as { createdAt: string; title: string }[];
    expect([...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt))).toEqual(items);
    const newest = items[0]!.createdAt;
    expect((await list(approvedLeader, `?since=${encodeURIComponent(newest)}`)).json().items).toEqual([]);
    await new Promise((r) => setTimeout(r, 5));
    await announce({ title: 'Later news', message: 'After the reconnect', audience: 'everyone' });
    expect(
      (await list(approvedLeader, `?since=${encodeURIComponent(newest)}`))
        .json()
        .items.map((a: { title: string }) => a.title),
    ).toEqual(['Later news']);
    expect((await list(approvedLeader, '?since=yesterday')).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/announcements' })).statusCode).toBe(401);
  });
});

describe('editions', () => {
  it("an announcement is the current edition's: another edition's never shows, an admin reads it with ?event=", async () => {
    const past = await eventIdOf(t.app, 'hackverse-2026');
    await t.app.db
      .insert(announcements)
      .values({ eventId: past, title: 'Archive news', message: 'Last year only', audience: 'everyone' });
    const titles = async (token: string, query = '') =>
      (await list(token, query)).json().items.map((a: { title: string }) => a.title);
    expect(await titles(approvedLeader)).not.toContain('Archive news');
    expect(await titles(admin)).not.toContain('Archive news');
    expect(await titles(admin, '?event=hackverse-2026')).toEqual(['Archive news']);
    // A participant cannot read another edition's by asking.
    expect(await titles(approvedLeader, '?event=hackverse-2026')).not.toContain('Archive news');
  });

  it('audiences by team are the people of the edition: past teams do not count', async () => {
    // team@example.com led Lambda Llamas last year and leads Code Crusaders now; hana.sato@example.org
    // only competed last year, so she has no team in the current edition.
    const noTeam = (await announce({ title: 'Find a team', message: 'Team up!', audience: 'no_team' })).json();
    const subject = (
      await one<{ subject: string }>(sql`select subject from outbox_emails where text like '%Team up!%' limit 1`)
    ).subject;
    const to = (await t.app.db.execute(sql`select "to" from outbox_emails where subject = ${subject}`)) as unknown as {
      rows: { to: string }[];
    };
    const recipients = to.rows.map((r) => r.to);
    expect(recipients).toContain('hana.sato@example.org');
    expect(recipients).not.toContain('team@example.com');
    expect(recipients).not.toContain('priya@example.com');
    expect(noTeam.job.recipientTotal).toBe(recipients.length);
  });

  it('refuses an announcement to an archived edition (409 naming it)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/announcements?event=hackverse-2026',
      headers: bearer(admin),
      payload: { title: 'Too late', message: 'Nobody listens', audience: 'everyone' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(archivedEditionMessage('HackVerse 2026'));
    const stored = await one<{ n: number }>(sql`select count(*)::int as n from announcements where title = 'Too late'`);
    expect(stored.n).toBe(0);
  });
});

describe('live broadcast', () => {
  it('every connected client receives {type: announcement, message, sender, timestamp, title}', async () => {
    const app = await buildApp(t.config, { dbHandle: t.app.dbHandle });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const ws = new WebSocket(`ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`);
      const received: Record<string, unknown>[] = [];
      ws.on('message', (d) => received.push(JSON.parse(d.toString())));
      await new Promise((resolve, reject) => {
        ws.once('open', resolve);
        ws.once('error', reject);
      });
      const res = await app.inject({
        method: 'POST',
        url: '/api/announcements',
        headers: bearer(admin),
        payload: { title: 'Live one', message: 'Pizza at noon', audience: 'everyone' },
      });
      expect(res.statusCode).toBe(201);
      await waitUntil(async () => received.some((m) => m.type === 'announcement'), 5000);
      const msg = received.find((m) => m.type === 'announcement')!;
      expect(msg).toMatchObject({
        type: 'announcement',
        message: 'Pizza at noon',
        sender: 'Admin',
        title: 'Live one',
        id: res.json().announcement.id,
      });
      expect(typeof msg.timestamp).toBe('string');
      // An announcement for approved teams does not put its text on the public socket.
      const narrow = await app.inject({
        method: 'POST',
        url: '/api/announcements',
        headers: bearer(admin),
        payload: { title: 'Secret room', message: 'Room 42, code 1234', audience: 'approved' },
      });
      await waitUntil(async () => received.some((m) => m.id === narrow.json().announcement.id), 5000);
      const hint = received.find((m) => m.id === narrow.json().announcement.id)!;
      expect(hint).toMatchObject({
        type: 'announcement',
        message: 'A new announcement for approved teams',
        audience: 'approved',
      });
      expect(JSON.stringify(hint)).not.toContain('Room 42');
      expect(JSON.stringify(hint)).not.toContain('Secret room');
      ws.close();
    } finally {
      await app.close();
    }
  });
});

describe('large audiences', () => {
  it(`writes the emails in batches of ${EMAIL_BATCH} after answering, with progress, each person once`, async () => {
    const extra = EMAIL_BATCH * 2 + 200;
    await t.app.db.execute(sql`insert into users (name, email, username, role, status)
      select 'Crowd ' || g, 'crowd' || g || '@crowd.test', 'crowd' || g, 'team', 'active' from generate_series(1, ${extra}) g`);
    const everyone = (await one<{ n: number }>(everyoneSql())).n;
    const kick = vi.spyOn(t.app.mail, 'kick');
    const res = await announce({ title: 'Crowd news', message: 'To a large audience', audience: 'everyone' });
    const { announcement, job } = res.json();
    expect(job).toMatchObject({ recipientTotal: everyone, recipientsQueued: EMAIL_BATCH, done: false });
    let last = job;
    const seen = new Set<number>();
    await waitUntil(async () => {
      last = (await t.app.inject({ url: `/api/announcements/${announcement.id}/job`, headers: bearer(admin) })).json();
      seen.add(last.recipientsQueued);
      return last.done;
    });
    expect(last).toEqual({ id: announcement.id, recipientTotal: everyone, recipientsQueued: everyone, done: true });
    const subject = (
      await one<{ subject: string }>(
        sql`select subject from outbox_emails where text like '%To a large audience%' limit 1`,
      )
    ).subject;
    expect(await outboxCount(subject)).toEqual({ n: everyone, d: everyone });
    // The mail worker is kicked once for the request's first batch, then once after each later batch commits.
    const laterBatches = Math.ceil((everyone - EMAIL_BATCH) / EMAIL_BATCH);
    await vi.waitFor(() => expect(kick).toHaveBeenCalledTimes(1 + laterBatches));
    kick.mockRestore();
    expect((await t.app.inject({ url: '/api/announcements/999999/job', headers: bearer(admin) })).statusCode).toBe(404);
  });

  it('an unfinished job resumes at the next start and emails nobody twice', async () => {
    const [row] = await t.app.db
      .insert(announcements)
      .values({
        eventId: await currentEventId(t.app),
        title: 'Interrupted',
        message: 'Resume me',
        audience: 'everyone',
      })
      .returning();
    // As if an earlier process had written the first 100 recipients and stopped.
    const first = (await t.app.db.execute(
      sql`select id from users u where u.role = 'team' and u.status <> 'inactive' and not exists (
        select 1 from team_members m join teams t on t.id = m.team_id where m.user_id = u.id
          and t.status = 'rejected' and m.event_id = (select id from events where state = 'current'))
        order by id limit 100`,
    )) as unknown as { rows: { id: number }[] };
    const cursor = first.rows.at(-1)!.id;
    await t.app.db.execute(
      sql`update announcements set cursor_user_id = ${cursor}, recipients_queued = 100 where id = ${row!.id}`,
    );
    const everyone = (await one<{ n: number }>(everyoneSql())).n;
    const second = await buildApp(t.config, { dbHandle: t.app.dbHandle });
    await second.ready();
    try {
      await waitUntil(
        async () =>
          (
            await one<{ done: boolean }>(
              sql`select emails_done_at is not null as done from announcements where id = ${row!.id}`,
            )
          ).done,
      );
      const subject = (
        await one<{ subject: string }>(sql`select subject from outbox_emails where text like '%Resume me%' limit 1`)
      ).subject;
      expect(await outboxCount(subject)).toEqual({ n: everyone - 100, d: everyone - 100 });
      const done = await one<{ recipients_queued: number }>(
        sql`select recipients_queued from announcements where id = ${row!.id}`,
      );
      expect(done.recipients_queued).toBe(everyone);
    } finally {
      await second.close();
    }
  });
});
