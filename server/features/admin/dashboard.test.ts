// The admin dashboard: stat cards, charts, CSV reports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { eq } from 'drizzle-orm';
import { teams } from '../../db/schema';
import { auditRows, createTeam, currentEventId, unique } from '../../test/fixtures';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: bearer(admin) });
/** The current edition's teams, counted in the database (not through another feature's route). */
const currentTeams = async () =>
  (
    await t.app.db
      .select()
      .from(teams)
      .where(eq(teams.eventId, await currentEventId(t.app)))
  ).length;

/** Parses the CSV the reports write (quoted cells, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const s = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && s[i + 1] === '\n') {
      row.push(cell);
      out.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return out;
}

describe('stats', () => {
  it('counts from data, with the submission deadline of the event row', async () => {
    const s = (await get('/api/admin/stats')).json();
    // Seed: 5 teams (2 pending, 2 approved, 1 rejected): 4 take part; approved teams have 3 + 2 people, 4
    // of whom joined (one is invited, not joined yet); 2 submissions, 1 awaiting review.
    expect(s).toMatchObject({
      totalTeams: 4,
      pendingTeams: 2,
      approvedTeams: 2,
      rejectedTeams: 1,
      totalParticipants: 4,
      totalSubmissions: 2,
      pendingReview: 1,
    });
    expect(new Date(s.submissionDeadline).getTime()).toBeGreaterThan(Date.now());
    expect(Math.abs(new Date(s.now).getTime() - Date.now())).toBeLessThan(60_000);
    // The fixture's members are invited, not joined: only its leader is a participant.
    await createTeam(t.app, { status: 'approved', memberCount: 2 });
    const after = (await get('/api/admin/stats')).json();
    expect(after).toMatchObject({
      totalTeams: 5,
      approvedTeams: 2 + 1,
      totalParticipants: 4 + 1,
      invitedParticipants: s.invitedParticipants + 2,
    });
  });
});

describe('charts', () => {
  it('registrations per day (30 days), teams per challenge, submissions by status', async () => {
    const c = (await get('/api/admin/charts')).json();
    expect(c.registrationsPerDay).toHaveLength(30);
    expect(c.registrationsPerDay.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
    const total = c.registrationsPerDay.reduce((n: number, d: { count: number }) => n + d.count, 0);
    const teams = await currentTeams();
    expect(total).toBe(teams);
    expect(c.teamsPerChallenge.find((x: { problemId: number | null }) => x.problemId === null).title).toBe(
      'Other / Not decided yet',
    );
    expect(c.teamsPerChallenge.reduce((n: number, x: { count: number }) => n + x.count, 0)).toBe(teams);
    expect(c.submissionsByStatus).toEqual([
      { status: 'draft', count: 0 },
      { status: 'submitted', count: 1 },
      { status: 'under_review', count: 1 },
      { status: 'accepted', count: 0 },
      { status: 'rejected', count: 0 },
    ]);
  });
});

describe('CSV reports', () => {
  it('teams: an attachment with one row per team, escaped and formula-safe', async () => {
    await createTeam(t.app, { name: `=cmd|calc, "quoted" ${unique('x')}` });
    const res = await get('/api/admin/reports/teams');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="teams-\d{4}-\d{2}-\d{2}\.csv"$/);
    const table = parseCsv(res.body);
    expect(table[0]).toEqual([
      'ID',
      'Team',
      'Status',
      'Challenge',
      'Members',
      'Leader',
      'Leader email',
      'Leader phone',
      'Registered',
      'Submissions',
      'Mean score',
    ]);
    const total = await currentTeams();
    expect(table).toHaveLength(total + 1);
    const crusaders = table.find((r) => r[1] === 'Code Crusaders')!;
    expect(crusaders.slice(2, 7)).toEqual(['Approved', 'AI Voice Assistant', '3', 'Aarav Kapoor', 'team@example.com']);
    const evil = table.find((r) => r[1]!.includes('cmd|calc'))!;
    expect(evil[1]!.startsWith('\'=cmd|calc, "quoted"')).toBe(true);
    expect((await auditRows(t.app, 'report:teams')).at(-1)).toMatchObject({ action: 'report.export' });
  });

  it('participants and submissions with scores', async () => {
    const people = parseCsv((await get('/api/admin/reports/participants')).body);
    expect(people[0]).toContain('Team');
    expect(people.find((r) => r[2] === 'priya@example.com')).toEqual(
      expect.arrayContaining(['Priya Sharma', 'Participant', 'Code Crusaders', 'Member']),
    );
    expect(people.find((r) => r[2] === 'admin@example.com')).toEqual(expect.arrayContaining(['Admin', 'No Team']));
    const subs = parseCsv((await get('/api/admin/reports/submissions')).body);
    expect(subs[0]).toEqual([
      'ID',
      'Team',
      'Challenge',
      'Status',
      'Submitted',
      'GitHub',
      'Demo',
      'Technologies',
      'Evaluations',
      'Mean score',
      'Innovation',
      'Technical Execution',
      'User Experience',
      'Presentation',
      'Impact',
    ]);
    const busters = subs.find((r) => r[1] === 'Byte Busters')!;
    expect(busters.slice(8)).toEqual(['1', '7.4', '8', '7', '6', '7', '9']);
    expect(busters[3]).toBe('Under Review');
    expect((await get('/api/admin/reports/other')).statusCode).toBe(400);
  });
});

describe('editions', () => {
  // The seed's archived hackverse-2026: 4 approved teams of 2 people, each with an accepted submission;
  // all 8 joined their teams that year (active accounts), so none is counted as invited.
  it("stats and charts count only the chosen edition's rows", async () => {
    const s = (await get('/api/admin/stats?event=hackverse-2026')).json();
    expect(s).toMatchObject({
      totalTeams: 4,
      pendingTeams: 0,
      approvedTeams: 4,
      rejectedTeams: 0,
      totalParticipants: 8,
      participants: 8,
      invitedParticipants: 0,
      allParticipants: 8,
      totalSubmissions: 4,
      pendingReview: 0,
    });
    const current = (await get('/api/admin/stats')).json();
    expect(current.totalTeams + current.rejectedTeams + current.waitlistedTeams).toBe(await currentTeams());
    expect(Date.parse(s.submissionDeadline)).toBeLessThan(Date.parse(current.submissionDeadline));
    const c = (await get('/api/admin/charts?event=hackverse-2026')).json();
    expect(c.teamsPerChallenge.reduce((n: number, x: { count: number }) => n + x.count, 0)).toBe(4);
    expect(c.submissionsByStatus).toContainEqual({ status: 'accepted', count: 4 });
    // A year ago: none of its registrations falls in the last 30 days.
    expect(c.registrationsPerDay.every((d: { count: number }) => d.count === 0)).toBe(true);
    expect((await get('/api/admin/stats?event=no-such-edition')).statusCode).toBe(404);
    expect((await get('/api/admin/stats?event=Not A Slug')).statusCode).toBe(400);
  });

  it("reports hold only the chosen edition's teams, people and submissions", async () => {
    const pastTeams = await get('/api/admin/reports/teams?event=hackverse-2026');
    expect(pastTeams.headers['content-disposition']).toMatch(/filename="hackverse-2026-teams-\d{4}-\d{2}-\d{2}\.csv"/);
    const names = parseCsv(pastTeams.body)
      .slice(1)
      .map((r) => r[1]);
    expect(names.sort()).toEqual(['Lambda Llamas', 'Null Pointers', 'Quantum Quokkas', 'Solar Sprinters']);
    const currentNames = parseCsv((await get('/api/admin/reports/teams')).body).map((r) => r[1]);
    expect(currentNames).toContain('Code Crusaders');
    expect(currentNames).not.toContain('Lambda Llamas');

    const pastPeople = parseCsv((await get('/api/admin/reports/participants?event=hackverse-2026')).body);
    expect(pastPeople).toHaveLength(8 + 1);
    expect(pastPeople.find((r) => r[2] === 'team@example.com')).toEqual(
      expect.arrayContaining(['Aarav Kapoor', 'Lambda Llamas', 'Leader']),
    );
    const currentPeople = parseCsv((await get('/api/admin/reports/participants')).body);
    expect(currentPeople.find((r) => r[2] === 'team@example.com')).toEqual(expect.arrayContaining(['Code Crusaders']));
    expect(currentPeople.filter((r) => r[2] === 'team@example.com')).toHaveLength(1);
    expect(currentPeople.map((r) => r[2])).not.toContain('hana.sato@example.org');

    const pastSubs = parseCsv((await get('/api/admin/reports/submissions?event=hackverse-2026')).body);
    expect(pastSubs).toHaveLength(4 + 1);
    const currentSubs = parseCsv((await get('/api/admin/reports/submissions')).body);
    expect(currentSubs.map((r) => r[1])).not.toContain('Lambda Llamas');
  });
});
