// Teams across editions (DESIGN D13): the demo seed has the current edition (hackverse-2027) and an
// archived one (hackverse-2026), with team@example.com leading a team in each. The admin's lists show one
// edition at a time, an archived edition's teams no longer change, and a returning participant registers
// again when a new edition becomes current, their old teams untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archivedEditionMessage } from '@shared/schemas/events';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { teamPayload } from '../../test/fixtures';

let t: TestApp;
let admin: string;
let leader: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
  leader = await loginAs(t.app, 'team@example.com', 'team12345');
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

interface ListedTeam {
  id: number;
  name: string;
  status: string;
}
const teamsOf = async (query = ''): Promise<ListedTeam[]> =>
  (await get(`/api/teams?pageSize=100${query}`, admin)).json().items;
const editionName = async (slug: string): Promise<string> =>
  ((await get('/api/events', admin)).json() as { slug: string; name: string }[]).find((e) => e.slug === slug)!.name;

describe('teams of one edition at a time', () => {
  it("lists the current edition's teams by default, another's with ?event=", async () => {
    const current = (await teamsOf()).map((x) => x.name);
    expect(current).toContain('Code Crusaders');
    expect(current).not.toContain('Lambda Llamas');
    const past = await teamsOf('&event=hackverse-2026');
    expect(past.map((x) => x.name)).toContain('Lambda Llamas');
    expect(past.map((x) => x.name)).not.toContain('Code Crusaders');
    expect(past).toHaveLength(4);
    // A team of another edition than the chosen one is not found.
    const llamas = past.find((x) => x.name === 'Lambda Llamas')!;
    expect((await get(`/api/teams/${llamas.id}`, admin)).statusCode).toBe(404);
    expect((await get(`/api/teams/${llamas.id}?event=hackverse-2026`, admin)).statusCode).toBe(200);
  });

  it("refuses to approve or reject an archived edition's team, naming the edition", async () => {
    const past = await teamsOf('&event=hackverse-2026');
    const name = await editionName('hackverse-2026');
    for (const action of ['approve', 'reject']) {
      const res = await post(`/api/teams/${past[0]!.id}/${action}?event=hackverse-2026`, admin);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(archivedEditionMessage(name));
    }
  });

  it('shows beside a person their team in the chosen edition', async () => {
    const find = async (query: string) =>
      (
        (await get(`/api/users?q=team%40example.com${query}`, admin)).json().items as {
          email: string;
          teamName: string;
        }[]
      ).find((u) => u.email === 'team@example.com');
    expect((await find(''))?.teamName).toBe('Code Crusaders');
    expect((await find('&event=hackverse-2026'))?.teamName).toBe('Lambda Llamas');
  });

  it("gives the session the current edition's team, and the profile every edition", async () => {
    const me = (await get('/api/auth/me', leader)).json();
    const crusaders = (await teamsOf()).find((x) => x.name === 'Code Crusaders')!;
    expect(me.teamId).toBe(crusaders.id);
    const profile = (await get('/api/profile', leader)).json();
    expect(profile.team).toMatchObject({ id: crusaders.id, name: 'Code Crusaders', role: 'leader' });
    expect(
      profile.history.map((h: { edition: { slug: string }; teamName: string }) => [h.edition.slug, h.teamName]),
    ).toEqual([
      ['hackverse-2027', 'Code Crusaders'],
      ['hackverse-2026', 'Lambda Llamas'],
    ]);
    expect(profile.history[1]).toEqual({
      edition: { slug: 'hackverse-2026', name: 'HackVerse 2026', state: 'archived' },
      teamName: 'Lambda Llamas',
      role: 'leader',
      problemTitle: expect.any(String),
      // The archive's results are out: its project reads as judged, not under review.
      submission: { githubUrl: 'https://github.com/lambda-llamas/sign-bridge', status: 'accepted', resultsOut: true },
      places: ['1st place overall'],
    });
  });
});

let solo: string;
describe('find a team in the current edition', () => {
  it("shows a profile saved this year on this year's board", async () => {
    const account = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Solo Seeker', email: 'solo.seeker@example.org', password: 'solo-pass-123' },
    });
    expect(account.statusCode).toBe(201);
    solo = account.json().token;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/find-team/profile',
      headers: bearer(solo),
      payload: {
        skills: ['Backend'],
        tags: [],
        problemIds: [],
        utcOffset: 60,
        languages: ['English'],
        pitch: 'I build APIs.',
        link: '',
        gender: 'male',
        visible: true,
      },
    });
    expect(saved.statusCode).toBe(200);
    const board = (await get('/api/find-team/board', leader)).json();
    expect(board.people.map((p: { name: string }) => p.name)).toContain('Solo Seeker');
  });
});

describe('a returning participant in a new edition', () => {
  it('registers a new team from the same account, the old ones untouched', async () => {
    const created = await post('/api/admin/events', admin, {
      name: 'HackVerse 2029',
      slug: 'hackverse-2029',
      copyFrom: 'hackverse-2027',
      shiftDays: 0, // registration open now, as in the edition it copies
    });
    expect(created.statusCode).toBe(201);
    expect((await post('/api/admin/events/hackverse-2029/make-current', admin)).statusCode).toBe(200);
    const before = await get('/api/teams?event=hackverse-2027&pageSize=100', admin);
    const crusaders = (before.json().items as ListedTeam[]).find((x) => x.name === 'Code Crusaders')!;
    const crusadersBefore = (await get(`/api/teams/${crusaders.id}?event=hackverse-2027`, admin)).json();

    // The same session: it no longer has a team (the events change reached the session cache).
    const me = (await get('/api/auth/me', leader)).json();
    expect(me.teamId).toBeNull();
    expect((await get('/api/teams/current', leader)).statusCode).toBe(404);

    const payload = teamPayload({ tag: 'returning' });
    payload.team.name = 'Code Crusaders'; // names are unique per edition: last year's is free again
    const res = await post('/api/register-team', leader, payload);
    expect(res.statusCode).toBe(201);
    expect(res.json().leader).toEqual({ username: 'team', email: 'team@example.com' });
    const newTeamId = res.json().team.id as number;
    expect(newTeamId).not.toBe(crusaders.id);

    // One team per person per edition: a second registration this year is refused.
    const again = await post('/api/register-team', leader, teamPayload({ tag: 'twice' }));
    expect(again.statusCode).toBe(409);

    const current = await teamsOf();
    expect(current.map((x) => x.id)).toEqual([newTeamId]);
    const crusadersAfter = (await get(`/api/teams/${crusaders.id}?event=hackverse-2027`, admin)).json();
    // Same people in the same roles (the leader's own name and phone follow what they typed this year).
    const who = (team: { members: { id: number; role: string }[] }) => team.members.map((m) => [m.id, m.role]);
    expect(who(crusadersAfter)).toEqual(who(crusadersBefore));
    expect(crusadersAfter.status).toBe(crusadersBefore.status);

    // Last year's matching profile stays with last year: this year's board starts without it.
    expect((await get('/api/find-team/profile', solo)).json().profile).toBeNull();
    expect((await get('/api/find-team/board', leader)).json().people).toEqual([]);
    const stats = async (query: string) => (await get(`/api/admin/find-team${query}`, admin)).json().withProfile;
    expect(await stats('')).toBe(0);
    expect(await stats('?event=hackverse-2027')).toBeGreaterThanOrEqual(1);

    const profile = (await get('/api/profile', leader)).json();
    expect(profile.team).toMatchObject({ id: newTeamId, name: 'Code Crusaders', status: 'pending' });
    expect(profile.history.map((h: { edition: { slug: string } }) => h.edition.slug)).toEqual([
      'hackverse-2029',
      'hackverse-2027',
      'hackverse-2026',
    ]);
    expect(profile.history[1].edition.state).toBe('archived');
  });

  it("refuses last edition's team: approval, and joining by its code", async () => {
    const name = await editionName('hackverse-2027');
    const crusaders = (await teamsOf('&event=hackverse-2027')).find((x) => x.name === 'Code Crusaders')!;
    const approve = await post(`/api/teams/${crusaders.id}/approve?event=hackverse-2027`, admin);
    expect(approve.statusCode).toBe(409);
    expect(approve.json().error).toBe(archivedEditionMessage(name));

    // Someone without a team this year tries last year's join code.
    const detail = (await get(`/api/teams/${crusaders.id}?event=hackverse-2027`, admin)).json();
    const account = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'New Comer', email: 'new.comer@example.org', password: 'newcomer-123' },
    });
    expect(account.statusCode).toBeLessThan(300);
    const token = await loginAs(t.app, 'new.comer@example.org', 'newcomer-123');
    const join = await post('/api/teams/join', token, { code: detail.joinCode });
    expect(join.statusCode).toBe(409);
    expect(join.json().error).toBe(archivedEditionMessage(name));
  });
});
