// Repositories pinned at the deadline (issue 33), against real git: bare repositories served on loopback
// by the machine's `git http-backend` (server/test/git-http.ts), read by the pin job with `git ls-remote`.
// The app's own worker is off in tests (it would look up the fixtures' made-up github.com repositories);
// each test runs a PinWorker on the app's database, as a process would, and drives its passes.
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { events, repoPins, submissions } from '../../db/schema';
import { setClock, clockNow } from '../../lib/clock';
import { rows } from '../../lib/sql';
import { testConfig, type PinSettings } from '../../config';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { createTeam, currentEventId, FIXTURE_PASSWORD, problemIdBySlug, unique } from '../../test/fixtures';
import { startGitServer, type GitServer } from '../../test/git-http';
import { pinOf, PinWorker } from './index';
import { gitReadHead, type ReadHead } from './pins/worker';
import { claimDuePins, recordPin, schedulePin } from './pins/pin-store';
import { NOT_GITHUB } from './pins/repo-url';

let t: TestApp;
let git: GitServer;
let settings: PinSettings;
let eventId: number;
let problemId: number;

/** git for the test server's repositories; anything else would leave the machine, so it is refused here. */
const localOnly: ReadHead = (remote, opts) =>
  remote.startsWith(`http://${git.host}/`)
    ? gitReadHead(remote, opts)
    : Promise.resolve({ kind: 'unreachable', error: 'not read in tests' });
const worker = (overrides: Partial<PinSettings> = {}) =>
  new PinWorker(t.app.db, { ...settings, ...overrides }, t.app.log, localOnly);

beforeAll(async () => {
  git = await startGitServer();
  settings = { ...testConfig().pins, allowedHosts: [git.host], timeoutMs: 1500 };
  t = await createTestApp({ pins: settings });
  eventId = await currentEventId(t.app);
  const [first] = await rows<{ slug: string }>(
    t.app.db,
    sql`select slug from problems where event_id = ${eventId} and active order by id limit 1`,
  );
  problemId = await problemIdBySlug(t.app, first!.slug);
});
afterEach(() => setClock(null));
afterAll(async () => {
  await t?.close();
  await git?.close();
});

/** An approved team's project whose repository is `url`, scheduled as a submission schedules it. */
async function project(url: string): Promise<number> {
  const team = await createTeam(t.app, { status: 'approved' });
  return t.app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(submissions)
      .values({
        eventId,
        teamId: team.teamId,
        problemId,
        githubUrl: url,
        description: 'A project whose repository the pin job reads, long enough to be a real description.',
        techStack: ['TypeScript'],
        status: 'submitted',
      })
      .returning({ id: submissions.id });
    await schedulePin(tx, row!.id, url, clockNow());
    return row!.id;
  });
}

const pinRow = async (id: number) => (await t.app.db.select().from(repoPins).where(eq(repoPins.submissionId, id)))[0]!;
const webOf = (name: string) => git.url(name).replace(/\.git$/, '');

describe('scheduling', () => {
  it('a submission through the API schedules its repository, due at once; a new URL starts over', async () => {
    const team = await createTeam(t.app, { status: 'approved' });
    const token = await loginAs(t.app, team.leader.email, FIXTURE_PASSWORD);
    const body = (githubUrl: string) => ({
      teamName: team.name,
      problemId: String(problemId),
      githubUrl,
      demoUrl: '',
      description: 'A project submitted through the API, with a description long enough to be accepted.',
      techStack: 'TypeScript',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/submissions',
      headers: bearer(token),
      payload: body('https://github.com/pins/first'),
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    const row = await pinRow(id);
    expect(row.repoUrl).toBe('https://github.com/pins/first');
    expect(row.dueAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(row.sha).toBeNull();
    // As if read: the same URL keeps what was read until the next read; another URL forgets it.
    const sha = 'a'.repeat(40);
    await t.app.db.update(repoPins).set({ sha, lastSha: sha, dueAt: null }).where(eq(repoPins.submissionId, id));
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/submissions/${id}`,
      headers: bearer(token),
      payload: body('https://github.com/pins/first'),
    });
    expect(again.statusCode).toBe(200);
    expect(await pinRow(id)).toMatchObject({ sha, dueAt: expect.any(Date) });
    await t.app.inject({
      method: 'PUT',
      url: `/api/submissions/${id}`,
      headers: bearer(token),
      payload: body('https://github.com/pins/second'),
    });
    expect(await pinRow(id)).toMatchObject({ repoUrl: 'https://github.com/pins/second', sha: null, lastSha: null });
  });
});

describe('reading repositories', () => {
  it('records the head of a submitted project, linked as /tree/<sha>', async () => {
    const name = unique('pinned');
    const head = git.create(name);
    const id = await project(git.url(name));
    expect(await worker().drain()).toBeGreaterThanOrEqual(1);
    const row = await pinRow(id);
    expect(row).toMatchObject({ sha: head, lastSha: head, reachable: true, atDeadline: false, dueAt: null });
    const pin = (await pinOf(t.app.db, [id], settings)).get(id);
    expect(pin).toEqual({
      sha: head,
      url: `${webOf(name)}/tree/${head}`,
      checkedAt: row.checkedAt!.toISOString(),
      changedAfterDeadline: false,
      reachable: true,
    });
  });

  it('a deleted repository is unreachable, with the time of the check', async () => {
    const name = unique('deleted');
    const head = git.create(name);
    const id = await project(git.url(name));
    await worker().drain();
    git.remove(name);
    await t.app.db.update(repoPins).set({ dueAt: clockNow() }).where(eq(repoPins.submissionId, id));
    const before = Date.now();
    await worker().drain();
    const row = await pinRow(id);
    expect(row.reachable).toBe(false);
    expect(row.lastError).toMatch(/not found/);
    expect(row.checkedAt!.getTime()).toBeGreaterThanOrEqual(before - 5);
    // What was pinned before stays pinned.
    expect((await pinOf(t.app.db, [id], settings)).get(id)).toMatchObject({ sha: head, reachable: false });
  });

  it('a claim whose process died is resumed once its lease ends, and the dead reader cannot overwrite it', async () => {
    const name = unique('crashed');
    const head = git.create(name);
    const id = await project(git.url(name));
    // The first process claims the row, then dies before reading it.
    const [claimed] = (await claimDuePins(t.app.db, 100, settings.leaseMs, clockNow())).filter(
      (p) => p.submissionId === id,
    );
    expect(claimed).toBeDefined();
    // A restarted process finds the row still leased: not read twice.
    await worker().drain();
    expect((await pinRow(id)).sha).toBeNull();
    // The lease ends: the restarted process reads it.
    setClock(new Date(Date.now() + settings.leaseMs + 1000));
    await worker().drain();
    expect(await pinRow(id)).toMatchObject({ sha: head, reachable: true, claimedUntil: null });
    // The first process's late answer is dropped.
    const late = await recordPin(
      t.app.db,
      claimed!,
      { kind: 'unreachable', deadlineRead: false, nextDueAt: null, error: 'late' },
      clockNow(),
    );
    expect(late).toBe(false);
    expect((await pinRow(id)).reachable).toBe(true);
  });

  it('a hanging git server times out and is retried later, and requests are answered meanwhile', async () => {
    const name = unique('hanging');
    const head = git.create(name);
    const id = await project(git.url(name));
    // Another team works through the API while the read hangs: its write touches the same tables.
    const other = await createTeam(t.app, { status: 'approved' });
    const token = await loginAs(t.app, other.leader.email, FIXTURE_PASSWORD);
    git.hang = true;
    const seen = git.requests;
    onTestFinished(() => {
      git.hang = false;
    });
    let drained = false;
    // A retry a minute later: this pass ends after the first timeout.
    const pass = worker({ backoffBaseMs: 60_000, backoffCapMs: 120_000 })
      .drain()
      .finally(() => (drained = true));
    while (git.requests === seen) await new Promise((r) => setTimeout(r, 20));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/submissions',
      headers: bearer(token),
      payload: {
        teamName: other.name,
        problemId: String(problemId),
        githubUrl: 'https://github.com/pins/during-the-hang',
        demoUrl: '',
        description: 'Submitted while the pin job waits for a git server that does not answer at all.',
        techStack: 'TypeScript',
      },
    });
    expect(res.statusCode).toBe(201);
    const event = await t.app.inject({ method: 'GET', url: '/api/teams/current', headers: bearer(token) });
    expect(event.statusCode).toBe(200);
    // Both answered while the read was still waiting.
    expect(drained).toBe(false);
    await pass;
    const failed = await pinRow(id);
    expect(failed).toMatchObject({ sha: null, attempts: 1, claimedUntil: null });
    expect(failed.lastError).toMatch(/No answer within/);
    expect(failed.dueAt!.getTime()).toBeGreaterThan(clockNow().getTime() + 50_000);
    // The server answers again; the retry, once due, pins the head.
    git.hang = false;
    await worker().drain();
    expect((await pinRow(id)).sha).toBeNull();
    setClock(new Date(Date.now() + 120_000));
    await worker().drain();
    expect(await pinRow(id)).toMatchObject({ sha: head, reachable: true, attempts: 0, lastError: null });
  });
});

describe('the deadline', () => {
  it('pins the head at the deadline and flags commits pushed after it', async () => {
    const name = unique('late-push');
    git.create(name);
    const id = await project(git.url(name));
    await worker().drain();
    const atDeadline = git.push(name); // pushed before the deadline, after the last read
    // A project with no pin row yet (written before pins existed) is read at the deadline too.
    const quiet = unique('quiet');
    const quietHead = git.create(quiet);
    const team = await createTeam(t.app, { status: 'approved' });
    const [quietRow] = await t.app.db
      .insert(submissions)
      .values({
        eventId,
        teamId: team.teamId,
        problemId,
        githubUrl: git.url(quiet),
        description: 'A project submitted before the pin job existed, with a long enough description.',
        techStack: [],
        status: 'submitted',
      })
      .returning({ id: submissions.id });

    const [ev] = await t.app.db.select().from(events).where(eq(events.id, eventId));
    const closesAt = ev!.submissionDeadline.getTime() + ev!.graceMinutes * 60_000;
    setClock(new Date(closesAt + 60_000));
    await worker().drain();
    expect(await pinRow(id)).toMatchObject({ sha: atDeadline, atDeadline: true, changedAfterDeadline: false });
    expect(await pinRow(quietRow!.id)).toMatchObject({ sha: quietHead, atDeadline: true });
    // Nothing more until the daily re-check.
    const pushed = git.push(name);
    await worker().drain();
    expect((await pinRow(id)).lastSha).toBe(atDeadline);
    setClock(new Date(closesAt + 60_000 + settings.recheckMs + 60_000));
    await worker().drain();
    const row = await pinRow(id);
    expect(row).toMatchObject({ sha: atDeadline, lastSha: pushed, changedAfterDeadline: true, reachable: true });
    expect((await pinOf(t.app.db, [id], settings)).get(id)).toMatchObject({
      sha: atDeadline,
      url: `${webOf(name)}/tree/${atDeadline}`,
      changedAfterDeadline: true,
    });
    expect((await pinRow(quietRow!.id)).changedAfterDeadline).toBe(false);
  });
});

describe('the production policy', () => {
  it('a production worker does not contact a loopback repository: it is recorded as unreachable', async () => {
    const name = unique('refused');
    git.create(name);
    const id = await project(git.url(name));
    const seen = git.requests;
    await worker({ allowedHosts: [] }).drain();
    expect(git.requests).toBe(seen);
    expect(await pinRow(id)).toMatchObject({ reachable: false, lastError: NOT_GITHUB, sha: null });
  });
});
