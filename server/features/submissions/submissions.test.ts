import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events, problems, submissions, teams } from '../../db/schema';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { currentEventId, registerTeam, teamPayload } from '../../test/fixtures';

let t: TestApp;
let leader: string; // Code Crusaders (approved)
let member: string; // Priya, Code Crusaders
let problemId: number;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  leader = await loginAs(t.app, 'team@example.com', 'team12345');
  member = await loginAs(t.app, 'priya@example.com', 'member12345');
  problemId = (
    await t.app.db.select({ id: problems.id }).from(problems).where(eq(problems.slug, 'cyber-defense-challenge'))
  )[0]!.id;
});
afterAll(() => t.close());

const valid = () => ({
  teamName: 'Code Crusaders',
  problemId: String(problemId),
  githubUrl: 'https://github.com/code-crusaders/shield',
  demoUrl: '',
  description:
    'Shield watches a small office network and explains every alert in plain language, with a one-click fix.',
  techStack: 'Rust, eBPF ,  React,rust',
});
const submit = (token: string | undefined, payload: unknown, id?: number) =>
  t.app.inject({
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/submissions/${id}` : '/api/submissions',
    headers: token ? bearer(token) : undefined,
    payload: payload as object,
  });

describe('POST /api/submissions', () => {
  it('an approved team submits; the team comes from the session and techStack is split on commas', async () => {
    // Code Crusaders have their (seeded, submitted) project: one project per team, so it is updated.
    const res = await submit(member, { ...valid(), teamName: 'Some Other Team' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ problemId, status: 'submitted', demoUrl: null, techStack: ['Rust', 'eBPF', 'React'] });
    const [crusaders] = await t.app.db.select({ id: teams.id }).from(teams).where(eq(teams.name, 'Code Crusaders'));
    expect(body.teamId).toBe(crusaders!.id);
    const current = (await t.app.inject({ method: 'GET', url: '/api/teams/current', headers: bearer(leader) })).json();
    expect(current.submissions[0]).toMatchObject({
      id: body.id,
      problemTitle: expect.any(String),
      techStack: ['Rust', 'eBPF', 'React'],
    });
  });

  it('validates with the spec messages', async () => {
    const res = await submit(leader, {
      teamName: 'ab',
      problemId: '',
      githubUrl: 'not a url',
      demoUrl: 'nope',
      description: 'short',
      techStack: 'JS',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      teamName: 'Team name must be at least 3 characters',
      problemId: 'Please select a challenge',
      githubUrl: 'Please enter a valid URL',
      demoUrl: 'Please enter a valid URL',
      description: 'Description must be at least 50 characters',
      techStack: 'Please list the technologies used',
    });
    const gitlab = await submit(leader, { ...valid(), githubUrl: 'https://gitlab.com/a/b' });
    expect(gitlab.json().fieldErrors).toEqual({ githubUrl: 'URL must be a GitHub repository link' });
    const long = await submit(leader, { ...valid(), description: 'x'.repeat(501) });
    expect(long.json().fieldErrors).toEqual({ description: 'Description cannot exceed 500 characters' });
    const unknown = await submit(leader, { ...valid(), problemId: '999999' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Please select a challenge');
  });

  it('only approved teams, with a clear message otherwise; never admins or visitors', async () => {
    const reg = await registerTeam(t.app, teamPayload());
    const pending = await loginAs(t.app, reg.leader.username, reg.leader.password!);
    const res = await submit(pending, valid());
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(
      'Only approved teams can submit projects. Your team is awaiting approval from the hackathon organizers.',
    );
    const dev = await loginAs(t.app, 'dev@example.com', 'member12345');
    expect((await submit(dev, valid())).json().error).toBe('Your team was not approved, so it cannot submit projects.');
    expect((await submit(undefined, valid())).statusCode).toBe(401);
    const admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
    expect((await submit(admin, valid())).statusCode).toBe(403);
  });

  it("only before the submission deadline of the team's edition", async () => {
    const eventId = await currentEventId(t.app);
    const [before] = await t.app.db.select().from(events).where(eq(events.id, eventId));
    await t.app.db
      .update(events)
      .set({ submissionDeadline: new Date(Date.now() - 1000) })
      .where(eq(events.id, eventId));
    try {
      const res = await submit(leader, valid());
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatch(/^The submission deadline \(\d+ \w+, \d\d:\d\d IST\) has passed$/);
    } finally {
      await t.app.db
        .update(events)
        .set({ submissionDeadline: before!.submissionDeadline })
        .where(eq(events.id, eventId));
    }
  });
});

describe('PUT /api/submissions/:id', () => {
  it('updates a submitted or draft submission of the own team', async () => {
    const created = (await submit(leader, valid())).json();
    const res = await submit(
      member,
      { ...valid(), githubUrl: 'https://github.com/code-crusaders/shield-v2', demoUrl: 'https://shield.example.com' },
      created.id,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      githubUrl: 'https://github.com/code-crusaders/shield-v2',
      demoUrl: 'https://shield.example.com',
      status: 'submitted',
    });
    await t.app.db.update(submissions).set({ status: 'draft' }).where(eq(submissions.id, created.id));
    expect((await submit(leader, valid(), created.id)).statusCode).toBe(200);
  });

  it("refuses one under review, and never touches another team's", async () => {
    const created = (await submit(leader, valid())).json();
    await t.app.db.update(submissions).set({ status: 'under_review' }).where(eq(submissions.id, created.id));
    const res = await submit(leader, valid(), created.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This submission is being reviewed and can no longer be updated.');

    // Byte Busters' submission: Code Crusaders cannot see or change it.
    const [bb] = await t.app.db
      .select({ id: submissions.id, url: submissions.githubUrl })
      .from(submissions)
      .innerJoin(teams, eq(teams.id, submissions.teamId))
      .where(eq(teams.name, 'Byte Busters'));
    const other = await submit(leader, { ...valid(), githubUrl: 'https://github.com/evil/takeover' }, bb!.id);
    expect(other.statusCode).toBe(404);
    const [after] = await t.app.db
      .select({ url: submissions.githubUrl })
      .from(submissions)
      .where(eq(submissions.id, bb!.id));
    expect(after!.url).toBe(bb!.url);
    expect((await submit(leader, valid(), 999_999)).statusCode).toBe(404);
  });
});
