// People's Choice for visitors (issue 33: "if the organizers allow it, any visitor who verifies an email
// address by a link"): the link request, the credential it becomes, one ballot per person whoever casts
// it, and no visitor door for an address that has an account (its own team's project, a second ballot).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VOTING_MESSAGES } from '@shared/schemas/voting';
import { freezeClock, setClock } from '../../lib/clock';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { createSubmission, createTeam, outboxTo } from '../../test/fixtures';

const SLUG = 'hackverse-2027';
const HOUR = 3_600_000;
const OPENS = new Date(Date.now() + HOUR);
const CLOSES = new Date(Date.now() + 48 * HOUR);
const DURING = new Date(Date.now() + 2 * HOUR);
let t: TestApp;
let admin: string;
let projects: number[];

async function patch(payload: object) {
  const version = (await t.app.inject({ url: `/api/events/${SLUG}`, headers: bearer(admin) })).json().version;
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/events/${SLUG}`,
    headers: bearer(admin),
    payload: { version, ...payload },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const askLink = (email: string, ip = '203.0.113.9') =>
  t.app.inject({ method: 'POST', url: `/api/events/${SLUG}/ballot/verify`, payload: { email }, remoteAddress: ip });

/** The voting link's token from the latest email to the address. */
async function tokenFrom(email: string): Promise<string> {
  const mails = await outboxTo(t.app, email);
  const m = /\?verify=([\w-]+)/.exec(mails.at(-1)!.text);
  expect(m, mails.at(-1)!.text).toBeTruthy();
  return m![1]!;
}

/** A visitor's browser: the link's first visit sets the credential cookie, later calls carry it. */
async function visit(token: string) {
  const first = await t.app.inject({ url: `/api/events/${SLUG}/ballot?verify=${token}` });
  expect(first.statusCode, first.body).toBe(200);
  const cookie = first.cookies.find((c) => c.name === 'voter_visit');
  expect(cookie?.httpOnly).toBe(true);
  const cookies = { voter_visit: cookie!.value };
  return {
    ballot: first.json(),
    put: (projectIds: number[]) =>
      t.app.inject({ method: 'PUT', url: `/api/events/${SLUG}/ballot`, cookies, payload: { projectIds } }),
    get: () => t.app.inject({ url: `/api/events/${SLUG}/ballot`, cookies }),
  };
}

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
  await patch({ votingOpensAt: OPENS.toISOString(), votingClosesAt: CLOSES.toISOString(), votesPerPerson: 2 });
  projects = [];
  for (let i = 0; i < 2; i++) {
    const team = await createTeam(t.app, { status: 'approved' });
    projects.push(await createSubmission(t.app, team.teamId));
  }
});
afterEach(() => setClock(null));
afterAll(() => t.close());

describe('a visitor', () => {
  it('cannot vote, nor get a link, unless the organizers let visitors vote', async () => {
    freezeClock(DURING);
    const res = await askLink('visitor.one@example.net');
    expect(res.statusCode).toBe(403);
    expect(await outboxTo(t.app, 'visitor.one@example.net')).toHaveLength(0);
    // Without a credential the ballot asks to sign in or follow a link.
    const anon = await t.app.inject({ url: `/api/events/${SLUG}/ballot` });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().error).toBe(VOTING_MESSAGES.signIn);
    expect((await t.app.inject({ url: `/api/events/${SLUG}/ballot/candidates` })).statusCode).toBe(401);
  });

  it('gets no link outside the window', async () => {
    await patch({ votingVisitors: true });
    freezeClock(new Date(OPENS.getTime() - HOUR));
    expect((await askLink('early.bird@example.net')).statusCode).toBe(409);
    expect(await outboxTo(t.app, 'early.bird@example.net')).toHaveLength(0);
  });

  it('votes with the emailed link, changes the vote, and comes back with the cookie', async () => {
    freezeClock(DURING);
    expect((await askLink('Visitor.Two@Example.net')).statusCode).toBe(202);
    const browser = await visit(await tokenFrom('visitor.two@example.net'));
    expect(browser.ballot).toMatchObject({ canVote: true, visitorEmail: 'Visitor.Two@Example.net', projectIds: [] });
    expect((await browser.put([projects[0]!])).json().projectIds).toEqual([projects[0]]);
    expect((await browser.put([projects[1]!])).json().projectIds).toEqual([projects[1]]);
    expect((await browser.get()).json().projectIds).toEqual([projects[1]]);
    const tally = (await t.app.inject({ url: `/api/events/${SLUG}/ballots/results`, headers: bearer(admin) })).json();
    expect(tally.ballots).toBe(1);
  });

  it('is one person with a "+" alias of the same address: its second link finds the ballot already cast', async () => {
    freezeClock(DURING);
    await askLink('visitor.two+again@example.net');
    const alias = await visit(await tokenFrom('visitor.two+again@example.net'));
    // The alias's ballot is the same person's: it reads and changes the one ballot.
    expect(alias.ballot.projectIds).toEqual([projects[1]]);
    expect((await alias.put([projects[0]!])).statusCode).toBe(200);
    const tally = (await t.app.inject({ url: `/api/events/${SLUG}/ballots/results`, headers: bearer(admin) })).json();
    expect(tally.ballots).toBe(1);
  });

  it("with an account's address is told to sign in: no link, no vote through the visitor door", async () => {
    freezeClock(DURING);
    expect((await askLink('team@example.com')).statusCode).toBe(202);
    const mails = await outboxTo(t.app, 'team@example.com');
    expect(mails.at(-1)!.text).toContain('sign in');
    expect(mails.at(-1)!.text).not.toContain('verify=');
  });

  it('cannot use a made-up or expired link', async () => {
    expect((await t.app.inject({ url: `/api/events/${SLUG}/ballot?verify=not-a-token` })).statusCode).toBe(401);
    freezeClock(DURING);
    await askLink('late.visitor@example.net');
    const token = await tokenFrom('late.visitor@example.net');
    freezeClock(new Date(CLOSES.getTime() + HOUR));
    expect((await t.app.inject({ url: `/api/events/${SLUG}/ballot?verify=${token}` })).statusCode).toBe(401);
  });

  it('asks for at most 3 links an hour for one person', async () => {
    freezeClock(DURING);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await askLink(`flood+${i}@example.net`, `198.51.100.${i}`)).statusCode);
    expect(answers).toEqual([202, 202, 202, 429]);
  });
});
