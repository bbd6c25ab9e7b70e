// Find a team: profiles are private to signed-in participants and can be hidden; the board lists people
// without a team and open teams, filters them, ranks them with reasons, and never shows gender.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { problemIdBySlug } from '../../test/fixtures';
import { api, openListing, putProfile, signUpAlone, teamWithLeader } from '../../test/find-team';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  call = api(t.app);
});
afterAll(() => t.close());

const board = async (token: string, query = '') => {
  const res = await call('GET', `/api/find-team/board${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('matching profile', () => {
  it('is saved and read back by its owner; gender is stored privately on the account', async () => {
    const solo = await signUpAlone(t.app);
    expect((await call('GET', '/api/find-team/profile', solo.token)).json()).toMatchObject({ profile: null });
    await putProfile(t.app, solo.token, { skills: ['Frontend', 'Frontend'], tags: ['Rust', 'rust'], gender: 'female' });
    const mine = (await call('GET', '/api/find-team/profile', solo.token)).json();
    expect(mine.profile).toMatchObject({ skills: ['Frontend'], tags: ['rust'], gender: 'female', visible: true });
  });

  it('refuses unknown skills, an unknown challenge and a link that is no URL', async () => {
    const solo = await signUpAlone(t.app);
    const base = {
      skills: [],
      tags: [],
      problemIds: [],
      utcOffset: 0,
      languages: ['English'],
      pitch: '',
      link: '',
      gender: null,
      visible: true,
    };
    expect(
      (await call('PUT', '/api/find-team/profile', solo.token, { ...base, skills: ['Juggling'] })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', '/api/find-team/profile', solo.token, { ...base, problemIds: [999999] })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', '/api/find-team/profile', solo.token, { ...base, link: 'javascript:alert(1)' })).statusCode,
    ).toBe(400);
  });

  it('is visible only to signed-in participants: anonymous callers get 401, organizers 403', async () => {
    expect((await call('GET', '/api/find-team/board')).statusCode).toBe(401);
    const admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
    expect((await call('GET', '/api/find-team/board', admin)).statusCode).toBe(403);
  });

  it('never carries gender, email or phone on the board', async () => {
    const solo = await signUpAlone(t.app);
    await putProfile(t.app, solo.token, { gender: 'female' });
    const viewer = await signUpAlone(t.app);
    const b = await board(viewer.token);
    const me = b.people.find((p: { userId: number }) => p.userId === solo.id);
    expect(me).toBeDefined();
    // The teams' needs may state the event's rule (its public wording); no person's gender is ever sent.
    expect(JSON.stringify(b.people)).not.toContain('female');
    const text = JSON.stringify(b);
    expect(text).not.toContain('"gender"');
    expect(text).not.toContain(solo.email);
  });

  it('can be hidden at any time and shown again', async () => {
    const solo = await signUpAlone(t.app);
    await putProfile(t.app, solo.token);
    const viewer = await signUpAlone(t.app);
    const ids = async () => (await board(viewer.token)).people.map((p: { userId: number }) => p.userId);
    expect(await ids()).toContain(solo.id);
    expect((await call('PATCH', '/api/find-team/profile', solo.token, { visible: false })).statusCode).toBe(200);
    expect(await ids()).not.toContain(solo.id);
    await call('PATCH', '/api/find-team/profile', solo.token, { visible: true });
    expect(await ids()).toContain(solo.id);
  });
});

describe('the board', () => {
  it('lists open teams with their places and what they look for; a closed listing leaves it', async () => {
    const team = await teamWithLeader(t.app);
    await openListing(t.app, team.token, ['Backend']);
    const solo = await signUpAlone(t.app);
    const listed = (await board(solo.token)).teams.find((x: { teamId: number }) => x.teamId === team.teamId);
    expect(listed).toMatchObject({
      memberCount: 2,
      openPlaces: 2,
      listed: true,
      lookingFor: 'Someone who likes APIs',
      skillsWanted: ['Backend'],
    });
    await call('PUT', '/api/find-team/listing', team.token, { open: false, lookingFor: '', skillsWanted: [] });
    expect((await board(solo.token)).teams.map((x: { teamId: number }) => x.teamId)).not.toContain(team.teamId);
  });

  it('lists approved teams with free places without a listing, with what they still need', async () => {
    const admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
    const team = await teamWithLeader(t.app);
    const solo = await signUpAlone(t.app);
    const onBoard = async () =>
      (await board(solo.token)).teams.find((x: { teamId: number }) => x.teamId === team.teamId);
    // Pending: not yet on the board, and asking to join is refused.
    expect(await onBoard()).toBeUndefined();
    await putProfile(t.app, solo.token);
    const early = await call('POST', '/api/find-team/requests', solo.token, { kind: 'join', teamId: team.teamId });
    expect(early.statusCode).toBe(409);

    expect((await call('POST', `/api/teams/${team.teamId}/approve`, admin)).statusCode).toBe(200);
    expect(await onBoard()).toMatchObject({
      listed: false,
      memberCount: 2,
      openPlaces: 2,
      lookingFor: '',
      needs: ['2 open places (2 of 4)'],
    });
    const asked = await call('POST', '/api/find-team/requests', solo.token, { kind: 'join', teamId: team.teamId });
    expect(asked.statusCode).toBe(201);

    // Below the minimum and without the rule met (its one member left): the card says both.
    const members = (await call('GET', '/api/teams/current', team.token)).json().members as {
      id: number;
      role: string;
    }[];
    for (const m of members.filter((x) => x.role !== 'leader'))
      await call('DELETE', `/api/teams/current/members/${m.id}`, team.token);
    expect((await onBoard())?.needs).toEqual([
      '3 open places (1 of 4)',
      '1 more to reach the minimum of 2',
      "The event's rule: At least one female team member is required",
    ]);

    // A leader who closes the listing takes the team off the board.
    await call('PUT', '/api/find-team/listing', team.token, { open: false, lookingFor: '', skillsWanted: [] });
    expect(await onBoard()).toBeUndefined();
  });

  it('only the leader sets the listing', async () => {
    const member = await loginAs(t.app, 'priya@example.com', 'member12345');
    const res = await call('PUT', '/api/find-team/listing', member, { open: true, lookingFor: '', skillsWanted: [] });
    expect(res.statusCode).toBe(403);
  });

  it('ranks teams for a person by skills wanted, shared challenge and time zone, and says why', async () => {
    const problemId = await problemIdBySlug(t.app, 'ai-voice-assistant');
    const fit = await teamWithLeader(t.app);
    await call('PATCH', '/api/teams/current', fit.token, { problemId });
    await putProfile(t.app, fit.token, { skills: ['Frontend'], utcOffset: 60 });
    await openListing(t.app, fit.token, ['Backend']);
    const far = await teamWithLeader(t.app);
    await putProfile(t.app, far.token, { skills: ['Backend'], utcOffset: -600 });
    await openListing(t.app, far.token, ['Mobile']);

    const solo = await signUpAlone(t.app);
    await putProfile(t.app, solo.token, { skills: ['Backend'], problemIds: [problemId], utcOffset: 120 });
    const teams = (await board(solo.token)).teams as { teamId: number; score: number; reasons: string[] }[];
    const a = teams.find((x) => x.teamId === fit.teamId)!;
    const b = teams.find((x) => x.teamId === far.teamId)!;
    expect(teams.indexOf(a)).toBeLessThan(teams.indexOf(b));
    expect(a.reasons.join(' | ')).toMatch(/Brings Backend, which the team is looking for/);
    expect(a.reasons.join(' | ')).toMatch(/Both want to work on/);
    expect(a.reasons.join(' | ')).toMatch(/waking hours in common/);
    expect(b.reasons.join(' | ')).not.toMatch(/Brings Backend/);
  });

  it('filters by skill, challenge and time zone', async () => {
    const tag = `Zig${Date.now()}`;
    const a = await signUpAlone(t.app);
    await putProfile(t.app, a.token, { tags: [tag], utcOffset: 330 });
    const viewer = await signUpAlone(t.app);
    const ids = async (q: string) => (await board(viewer.token, q)).people.map((p: { userId: number }) => p.userId);
    expect(await ids(`?skill=${tag.toLowerCase()}`)).toEqual([a.id]);
    expect(await ids(`?skill=${tag}&tz=300`)).toEqual([a.id]);
    expect(await ids(`?skill=${tag}&tz=-300`)).toEqual([]);
    expect(await ids(`?skill=${tag}&problemId=1`)).toEqual([]);
  });

  it('tells a team what it still needs without naming anyone', async () => {
    const team = await teamWithLeader(t.app, 2);
    const b = await board(team.token);
    expect(b.composition).toMatchObject({ memberCount: 3, valid: true, needs: [] });
    const members = (await call('GET', '/api/teams/current', team.token)).json().members as {
      id: number;
      role: string;
      email: string;
    }[];
    for (const m of members.filter((x) => x.role !== 'leader'))
      await call('DELETE', `/api/teams/current/members/${m.id}`, team.token);
    const alone = await board(team.token);
    expect(alone.composition.valid).toBe(false);
    expect(alone.composition.needs).toEqual([
      '1 more person to reach the minimum of 2',
      "The event's rule: At least one female team member is required",
    ]);
  });
});

describe('organizers', () => {
  it('count people without a team per challenge and time zone, and can announce to exactly them', async () => {
    const admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
    const before = (await call('GET', '/api/admin/find-team', admin)).json();
    const problemId = await problemIdBySlug(t.app, 'ai-voice-assistant');
    const solo = await signUpAlone(t.app);
    await putProfile(t.app, solo.token, { problemIds: [problemId], utcOffset: 345 });
    const after = (await call('GET', '/api/admin/find-team', admin)).json();
    expect(after.withoutTeam).toBe(before.withoutTeam + 1);
    expect(after.withProfile).toBe(before.withProfile + 1);
    const count = (s: typeof after, id: number) =>
      s.byChallenge.find((c: { problemId: number | null }) => c.problemId === id)?.count ?? 0;
    expect(count(after, problemId)).toBe(count(before, problemId) + 1);
    expect(after.byTimeZone).toContainEqual({ utcOffset: 345, count: 1 });
    const participant = await signUpAlone(t.app);
    expect((await call('GET', '/api/admin/find-team', participant.token)).statusCode).toBe(403);

    const sent = await call('POST', '/api/announcements', admin, {
      title: 'Find your team',
      message: 'Open the board',
      audience: 'no_team',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().job.recipientTotal).toBe(after.withoutTeam + 1);
    const seen = async (token: string) =>
      (await call('GET', '/api/announcements', token)).json().items.map((a: { title: string }) => a.title);
    expect(await seen(solo.token)).toContain('Find your team');
    const member = await loginAs(t.app, 'priya@example.com', 'member12345');
    expect(await seen(member)).not.toContain('Find your team');
  });
});
