// One phase, read by every gate (issue 30, decision 0015): each phase of the edition, reached by its
// dates and by the organizers' override, walked through every gate's real route. Each answer is the
// gate's: allowed, or refused with a 409 whose words name the phase (or the date) that closes it (the
// table of answers: server/test/gate-rows.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { GateName } from '@shared/edition-gates';
import { events, judgingSettings, problems } from '../../db/schema';
import { freezeClock, setClock } from '../../lib/clock';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { createSubmission, createTeam, currentEventId, FIXTURE_PASSWORD, teamPayload } from '../../test/fixtures';
import {
  AT,
  DAY,
  DEADLINE,
  HOUR,
  REG_CLOSES,
  REG_OPENS,
  ROWS,
  STARTS,
  VOTING_CLOSES,
  VOTING_OPENS,
} from '../../test/gate-rows';
import { createJudge, type TestJudge } from '../../test/judging';

let t: TestApp;
let admin: string;
let eventId: number;
let leader: string;
let submissionId: number;
let problemId: number;
let judge: TestJudge;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
  eventId = await currentEventId(t.app);
  await t.app.db
    .update(events)
    .set({
      registrationOpensAt: REG_OPENS,
      registrationClosesAt: REG_CLOSES,
      startsAt: STARTS,
      endsAt: DEADLINE,
      submissionDeadline: DEADLINE,
      winnersAnnouncedAt: new Date(DEADLINE.getTime() + 14 * DAY),
      submissionOpensAt: null,
      graceMinutes: 0,
      feedbackRelease: 'with_results',
      registrationOpen: true,
      votingOpensAt: VOTING_OPENS,
      votingClosesAt: VOTING_CLOSES,
      // The demo opens its help queue by the organizers' override: the walk checks the phase alone.
      helpQueueOpensAt: null,
      helpQueueClosesAt: null,
      version: 100,
    })
    .where(eq(events.id, eventId));
  // Judging opened on time (not early): hand-outs follow the phase.
  await t.app.db
    .update(judgingSettings)
    .set({ state: 'open', openedEarly: false, openedAt: new Date(DEADLINE.getTime() + HOUR) })
    .where(eq(judgingSettings.eventId, eventId));
  problemId = (await t.app.db.select({ id: problems.id }).from(problems).where(eq(problems.eventId, eventId)))[0]!.id;
  const team = await createTeam(t.app, { status: 'approved', problemId });
  leader = await loginAs(t.app, team.leader.email, FIXTURE_PASSWORD);
  submissionId = await createSubmission(t.app, team.teamId, { problemId });
  judge = await createJudge(t.app);
  // The edition's cache hears the change from the database: wait for it before the walk.
  for (let i = 0; i < 100; i++) {
    const ev = (await t.app.inject({ url: '/api/event' })).json();
    if (ev.startsAt === STARTS.toISOString()) break;
    await new Promise((r) => setTimeout(r, 20));
  }
});
afterEach(() => setClock(null));
afterAll(() => t.close());

const setPhase = async (phase: string | null) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/events/hackverse-2027/phase',
    headers: bearer(admin),
    payload: { phase, confirm: true },
  });
  expect(res.statusCode).toBe(200);
};

let n = 0;
/** Each gate's route, answering 'open' or the refusal's words. */
const probes: Record<GateName, () => Promise<string>> = {
  registration: async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/register-team', payload: teamPayload() });
    return res.statusCode === 201 ? 'open' : `${res.statusCode} ${res.json().error}`;
  },
  teamChanges: async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/teams/current',
      headers: bearer(leader),
      payload: { name: `Gate Walkers ${++n}` },
    });
    return res.statusCode === 200 ? 'open' : `${res.statusCode} ${res.json().error}`;
  },
  submissions: async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/submissions/${submissionId}`,
      headers: bearer(leader),
      payload: {
        teamName: 'Gate Walkers',
        problemId: String(problemId),
        githubUrl: `https://github.com/gates/walk-${++n}`,
        demoUrl: '',
        description: 'A project walked through every phase of the calendar, described at length for the form.',
        techStack: 'TypeScript',
      },
    });
    return res.statusCode === 200 ? 'open' : `${res.statusCode} ${res.json().error}`;
  },
  judging: async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/judge/next',
      headers: bearer(judge.token),
      payload: { count: 1 },
    });
    return res.statusCode === 200 ? 'open' : `${res.statusCode} ${res.json().error}`;
  },
  feedback: async () => {
    const res = await t.app.inject({ url: '/api/teams/current', headers: bearer(leader) });
    expect(res.statusCode).toBe(200);
    return res.json().submissions[0].feedbackHeld ? 'held' : 'open';
  },
  voting: async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/events/hackverse-2027/ballot',
      headers: bearer(leader),
      payload: { projectIds: [] },
    });
    return res.statusCode === 200 ? 'open' : `${res.statusCode} ${res.json().error}`;
  },
  // The help queue (issue 34): the team's request, cancelled again so the next row starts from none.
  helpQueue: async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/help-requests',
      headers: bearer(leader),
      payload: { title: 'Gate walk', description: 'Stuck', skills: [], location: 'Table 1' },
    });
    if (res.statusCode !== 201) return `${res.statusCode} ${res.json().error}`;
    await t.app.inject({ method: 'DELETE', url: `/api/help-requests/${res.json().id}`, headers: bearer(leader) });
    return 'open';
  },
  galleryEdits: async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/submissions/${submissionId}/project-page`,
      headers: bearer(leader),
      payload: { story: `Walked ${++n}`, videoUrl: '', showFeedback: false, galleryOptOut: false },
    });
    return res.statusCode === 200 ? 'open' : `${res.statusCode} ${res.json().error}`;
  },
};

describe('every gate follows the one phase', () => {
  it.each(ROWS.map((r) => [`${r.phase} by ${r.via}`, r] as const))('%s', async (_, row) => {
    if (row.published)
      await t.app.db
        .update(events)
        .set({ winnersPublishedAt: new Date(AT.judging) })
        .where(eq(events.id, eventId));
    freezeClock(new Date(row.at));
    if (row.override) await setPhase(row.override);
    try {
      const phase = (
        await t.app.inject({ url: '/api/admin/events/hackverse-2027/phase', headers: bearer(admin) })
      ).json();
      expect({ phase: phase.phase, override: phase.override }).toEqual({
        phase: row.phase,
        override: row.override ?? null,
      });
      const answers: Record<string, string> = {};
      for (const gate of Object.keys(row.expect) as GateName[]) answers[gate] = await probes[gate]();
      expect(answers).toEqual(row.expect);
      // The organizers' phase panel states the same answer for each gate.
      const panel = Object.fromEntries(
        (phase.gates as { gate: GateName; open: boolean }[]).map((g) => [g.gate, g.open]),
      );
      for (const gate of ['registration', 'teamChanges', 'submissions', 'feedback'] as const)
        expect([gate, panel[gate]]).toEqual([gate, row.expect[gate] === 'open']);
    } finally {
      if (row.override) await setPhase(null);
    }
  });
});
