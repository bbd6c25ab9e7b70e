// A project's status in the words of the moment (issue 31): once the edition's results are out, a
// reviewed project is 'Judged', not 'Under Review', on the dashboard and on /profile, and /profile
// never shows a raw status ('under_review').
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { submissionStatusLabel } from '@shared/status-labels';
import { events } from '../../db/schema';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { currentEventId } from '../../test/fixtures';

let t: TestApp;
let kiran: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  // Byte Busters' project is under review (the demo seed).
  kiran = await loginAs(t.app, 'kiran@example.com', 'member12345');
});
afterAll(() => t.close());

const shown = async () => {
  const team = (await t.app.inject({ url: '/api/teams/current', headers: bearer(kiran) })).json();
  const profile = (await t.app.inject({ url: '/api/profile', headers: bearer(kiran) })).json();
  const current = profile.history.find((h: { edition: { state: string } }) => h.edition.state === 'current');
  return {
    dashboard: submissionStatusLabel(team.submissions[0].status, team.submissions[0]),
    profile: submissionStatusLabel(profile.latestSubmission.status, profile.latestSubmission),
    editions: submissionStatusLabel(current.submission.status, current.submission),
  };
};

describe("a project's status as the team reads it", () => {
  it("is 'Under Review' while judging, 'Judged' once the results are out", async () => {
    expect(await shown()).toEqual({ dashboard: 'Under Review', profile: 'Under Review', editions: 'Under Review' });
    const id = await currentEventId(t.app);
    await t.app.db
      .update(events)
      .set({ winnersPublishedAt: new Date(Date.now() - 60_000) })
      .where(eq(events.id, id));
    try {
      expect(await shown()).toEqual({ dashboard: 'Judged', profile: 'Judged', editions: 'Judged' });
    } finally {
      await t.app.db.update(events).set({ winnersPublishedAt: null }).where(eq(events.id, id));
    }
  });

  it('every status has words of its own: none reaches a page raw', () => {
    for (const s of ['under_review', 'submitted', 'accepted', 'rejected', 'draft'] as const)
      expect(submissionStatusLabel(s)).not.toMatch(/_|^[a-z]/);
    expect(submissionStatusLabel('under_review')).toBe('Under Review');
  });
});
