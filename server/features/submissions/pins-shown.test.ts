// What judges and admins see of a pinned repository (issue 33): the judge's queue, hand-out and project,
// and the admin's Submissions list carry `pinned` (the commit at the deadline, its /tree/<sha> link, the
// last check's time, a push after the deadline, an unreachable repository), read for a whole page in one
// statement. Real git on loopback (server/test/git-http.ts), the pin job driven by a PinWorker.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { testConfig, type PinSettings } from '../../config';
import type { DbHandle } from '../../db/client';
import { events, repoPins, submissions } from '../../db/schema';
import { clockNow, setClock } from '../../lib/clock';
import { bearer, loginAs } from '../../test/helpers';
import { startGitServer, type GitServer } from '../../test/git-http';
import { ADMIN, createJudge, createSubmissions } from '../../test/judging';
import { openCountingDb, type QueryCounter } from '../../test/query-counter';
import { currentEventId, unique } from '../../test/fixtures';
import { PinWorker } from './index';
import { gitReadHead, type ReadHead } from './pins/worker';
import { schedulePin } from './pins/pin-store';

let app: FastifyInstance;
let handle: DbHandle;
let counter: QueryCounter;
let git: GitServer;
let settings: PinSettings;
let admin: string;
let eventId: number;

const localOnly: ReadHead = (remote, opts) =>
  remote.startsWith(`http://${git.host}/`)
    ? gitReadHead(remote, opts)
    : Promise.resolve({ kind: 'unreachable', error: 'not read in tests' });
const drain = () => new PinWorker(app.db, settings, app.log, localOnly).drain();
const get = (url: string, token = admin) => app.inject({ url, headers: bearer(token) });
const webOf = (name: string) => git.url(name).replace(/\.git$/, '');

beforeAll(async () => {
  git = await startGitServer();
  settings = { ...testConfig().pins, allowedHosts: [git.host], timeoutMs: 1500 };
  ({ handle, counter } = await openCountingDb(process.env.TEST_DATABASE_URL));
  app = await buildApp(testConfig({ admin: ADMIN, pins: settings }), { dbHandle: handle });
  await app.ready();
  admin = await loginAs(app, ADMIN.email, ADMIN.password);
  eventId = await currentEventId(app);
}, 60_000);
afterEach(() => setClock(null));
afterAll(async () => {
  await app?.close();
  await handle?.close();
  await git?.close();
});

/** The statements of one request that read repo_pins (the session lookup and the rest are not counted). */
async function pinReads(url: string, token = admin) {
  let body: unknown;
  const queries = await counter.during(async () => {
    const res = await get(url, token);
    expect(res.statusCode, res.body).toBe(200);
    body = res.json();
  });
  return { body, pinQueries: queries.filter((q) => /repo_pins/.test(q)).length };
}

/**
 * Approved teams' projects: three on local repositories (one pushed to after the deadline, one deleted,
 * one left alone) and one whose repository was never readable (no sha, unreachable).
 */
async function pinnedProjects() {
  const [late, gone, quiet, neverRead] = await createSubmissions(app, 4);
  const names = { late: unique('late'), gone: unique('gone'), quiet: unique('quiet') };
  const heads = { late: git.create(names.late), gone: git.create(names.gone), quiet: git.create(names.quiet) };
  for (const [key, sub] of [
    ['late', late],
    ['gone', gone],
    ['quiet', quiet],
  ] as const) {
    const url = git.url(names[key]);
    await app.db.transaction(async (tx) => {
      await tx.update(submissions).set({ githubUrl: url }).where(eq(submissions.id, sub!.submissionId));
      await schedulePin(tx, sub!.submissionId, url, clockNow());
    });
  }
  // The deadline passes: every head is read at it. Then a push to one, and one repository disappears;
  // the daily re-check sees both.
  const [ev] = await app.db.select().from(events).where(eq(events.id, eventId));
  const closesAt = ev!.submissionDeadline.getTime() + ev!.graceMinutes * 60_000;
  setClock(new Date(closesAt + 60_000));
  await drain();
  git.push(names.late);
  git.remove(names.gone);
  setClock(new Date(closesAt + 60_000 + settings.recheckMs + 60_000));
  await drain();
  const checkedAt = async (id: number) =>
    (await app.db.select().from(repoPins).where(eq(repoPins.submissionId, id)))[0]!.checkedAt!.toISOString();
  return {
    late: {
      id: late!.submissionId,
      pinned: {
        sha: heads.late,
        url: `${webOf(names.late)}/tree/${heads.late}`,
        checkedAt: await checkedAt(late!.submissionId),
        changedAfterDeadline: true,
        reachable: true,
      },
    },
    gone: {
      id: gone!.submissionId,
      pinned: {
        sha: heads.gone,
        url: `${webOf(names.gone)}/tree/${heads.gone}`,
        checkedAt: await checkedAt(gone!.submissionId),
        changedAfterDeadline: false,
        reachable: false,
      },
    },
    quiet: {
      id: quiet!.submissionId,
      pinned: {
        sha: heads.quiet,
        url: `${webOf(names.quiet)}/tree/${heads.quiet}`,
        checkedAt: await checkedAt(quiet!.submissionId),
        changedAfterDeadline: false,
        reachable: true,
      },
    },
    neverRead: {
      id: neverRead!.submissionId,
      pinned: {
        sha: null,
        url: null,
        checkedAt: await checkedAt(neverRead!.submissionId),
        changedAfterDeadline: false,
        reachable: false,
      },
    },
  };
}

type WithPin = { pinned: unknown };

describe('judges and admins see the commit pinned at the deadline', () => {
  it('the admin Submissions list: each row its pin, flags and last check, the page read in one statement', async () => {
    const projects = await pinnedProjects();
    const { body, pinQueries } = await pinReads('/api/submissions?pageSize=50');
    const items = (body as { items: (WithPin & { id: number })[] }).items;
    expect(items.length).toBeGreaterThanOrEqual(4);
    for (const p of Object.values(projects)) expect(items.find((s) => s.id === p.id)?.pinned).toEqual(p.pinned);
    expect(pinQueries).toBe(1);
    // A project the pin job never scheduled (the job has not run since it was written) has no pin yet.
    const [fresh] = await createSubmissions(app, 1);
    const again = (await get('/api/submissions?pageSize=50')).json().items as (WithPin & { id: number })[];
    expect(again.find((s) => s.id === fresh!.submissionId)?.pinned).toBeNull();
  });

  it("the judge's hand-out, queue and project: the same pins, the queue's in one statement", async () => {
    // Only these four are left to judge.
    await app.db.execute(sql`update submissions set status = 'rejected'`);
    const projects = await pinnedProjects();
    setClock(null);
    const open = await app.inject({
      method: 'PATCH',
      url: '/api/admin/judging/settings',
      headers: bearer(admin),
      payload: { state: 'open', force: true, targetReviews: 1 },
    });
    expect(open.statusCode, open.body).toBe(200);
    const judge = await createJudge(app);
    const next = await app.inject({
      method: 'POST',
      url: '/api/judge/next',
      headers: bearer(judge.token),
      payload: { count: 4 },
    });
    expect(next.statusCode, next.body).toBe(200);
    const assigned = next.json().assigned as (WithPin & { submissionId: number })[];
    expect(assigned.map((s) => s.submissionId).sort()).toEqual(
      Object.values(projects)
        .map((p) => p.id)
        .sort(),
    );
    for (const p of Object.values(projects))
      expect(assigned.find((s) => s.submissionId === p.id)?.pinned).toEqual(p.pinned);

    const queue = await pinReads('/api/judge/queue', judge.token);
    const held = (queue.body as { held: (WithPin & { submissionId: number })[] }).held;
    expect(held).toHaveLength(4);
    for (const p of Object.values(projects))
      expect(held.find((s) => s.submissionId === p.id)?.pinned).toEqual(p.pinned);
    expect(queue.pinQueries).toBe(1);

    const one = await get(`/api/judge/submissions/${projects.late.id}`, judge.token);
    expect(one.json().pinned).toEqual(projects.late.pinned);
  });
});
