// The deadline makes every project of an edition due at once (1,500 in bench/pins.ts), after a quiet time
// in which the pin job polled and found nothing due. Its claim then took them all: the plan the database
// had cached for the claim while nothing was due rescanned the claiming subquery for each row it updated,
// and 1,502 reads started together; the spawner's helper, forking as many gits, answered none within its
// deadline. A database of its own: the quiet time needs a pins table that is empty when it is analyzed.
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { events } from '../../db/schema';
import { testConfig } from '../../config';
import { clockNow, setClock } from '../../lib/clock';
import { rows } from '../../lib/sql';
import { createTestApp, type TestApp } from '../../test/helpers';
import { currentEventId } from '../../test/fixtures';
import { PinWorker } from './index';
import type { ReadHead } from './pins/worker';

const PROJECTS = 300;
const SHA = 'c'.repeat(40);
let t: TestApp;
let eventId: number;

beforeAll(async () => {
  t = await createTestApp();
  eventId = await currentEventId(t.app);
  await t.app.db.execute(sql`
    insert into teams (event_id, name, status, join_code, created_at, updated_at)
    select ${eventId}, 'Due Team ' || g, 'approved', 'DUE' || lpad(g::text, 9, '0'), now(), now()
    from generate_series(1, ${PROJECTS}::int) g`);
  await t.app.db.execute(sql`
    insert into submissions (team_id, event_id, github_url, description, tech_stack, status)
    select t.id, t.event_id, 'https://github.com/due/p' || t.id,
      'A project read when the deadline passes, with a description long enough to be accepted.', array['Go'], 'submitted'
    from teams t where t.name like 'Due Team %'`);
  // The deadline an hour ahead; nothing read yet, and the statistics say so.
  await t.app.db
    .update(events)
    .set({ submissionDeadline: new Date(Date.now() + 3600_000), graceMinutes: 0 })
    .where(eq(events.id, eventId));
  await t.app.db.execute(sql`delete from repo_pins`);
  await t.app.db.execute(sql`vacuum analyze`);
});
afterEach(() => setClock(null));
afterAll(() => t?.close());

it('reads at most `concurrency` repositories at once when the deadline makes hundreds due', async () => {
  let inFlight = 0;
  let most = 0;
  const read = new Set<string>();
  const counting: ReadHead = async (remote) => {
    inFlight++;
    most = Math.max(most, inFlight);
    await new Promise((r) => setTimeout(r, 2));
    inFlight--;
    read.add(remote);
    return { kind: 'head', sha: SHA, branch: 'main' };
  };
  const worker = new PinWorker(t.app.db, { ...testConfig().pins, concurrency: 4 }, t.app.log, counting);
  // The hour before the deadline: the job polls and finds nothing due.
  for (let i = 0; i < 8; i++) expect(await worker.drain()).toBe(0);
  setClock(new Date(Date.now() + 3600_000 + 60_000));
  const [projects] = await rows<{ n: number }>(
    t.app.db,
    sql`select count(*)::int as n from submissions where event_id = ${eventId}`,
  );
  expect(await worker.drain()).toBe(projects!.n);
  expect(most).toBe(4);
  const [pinned] = await rows<{ n: number }>(
    t.app.db,
    sql`select count(*)::int as n from repo_pins where at_deadline and sha = ${SHA} and checked_at <= ${clockNow().toISOString()}::timestamptz`,
  );
  expect(pinned!.n).toBe(projects!.n);
  expect(read.size).toBeGreaterThanOrEqual(PROJECTS);
});
