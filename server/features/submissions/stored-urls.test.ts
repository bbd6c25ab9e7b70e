// Links people store (issue 24): the repository and demo links of a submission and a find-a-team
// profile's link are normalised before they are stored, and refused with a 400 naming the field when
// they hold a space, a quote, `<`, `>` or a backtick (an attribute break-out, stored as typed before).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FIELD_MESSAGES } from '@shared/schemas/fields';
import { problems, submissions } from '../../db/schema';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { api, profileInput, signUpAlone } from '../../test/find-team';

let t: TestApp;
let leader: string;
let problemId: number;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  leader = await loginAs(t.app, 'team@example.com', 'team12345');
  problemId = (
    await t.app.db.select({ id: problems.id }).from(problems).where(eq(problems.slug, 'cyber-defense-challenge'))
  )[0]!.id;
});
afterAll(() => t.close());

const payload = (over: Record<string, string>) => ({
  teamName: 'Code Crusaders',
  problemId: String(problemId),
  githubUrl: 'https://github.com/code-crusaders/shield',
  demoUrl: '',
  description:
    'Shield watches a small office network and explains every alert in plain language, with a one-click fix.',
  techStack: 'Rust, React',
  ...over,
});
const submit = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/submissions', headers: bearer(leader), payload: body });

describe('stored links', () => {
  it('refuses a repository link that breaks out of an attribute, naming the field; nothing is stored', async () => {
    const before = await t.app.db.select({ id: submissions.id }).from(submissions);
    const res = await submit(payload({ githubUrl: 'https://github.com/a/b" onmouseover="alert(1)' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: FIELD_MESSAGES.urlCharacters,
      fieldErrors: { githubUrl: FIELD_MESSAGES.urlCharacters },
    });
    const demo = await submit(payload({ demoUrl: 'https://demo.example.com/<script>' }));
    expect(demo.statusCode).toBe(400);
    expect(demo.json().fieldErrors).toEqual({ demoUrl: FIELD_MESSAGES.urlCharacters });
    expect(await t.app.db.select({ id: submissions.id }).from(submissions)).toHaveLength(before.length);
  });

  it('stores the normalised repository and demo links', async () => {
    const res = await submit(
      payload({
        githubUrl: '  HTTPS://GitHub.COM/Code-Crusaders/Shield.git/ ',
        demoUrl: 'https://Demo.Example.com/App/',
      }),
    );
    // The demo team already has its project: one project per team, so this POST updates it (200).
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      githubUrl: 'https://github.com/Code-Crusaders/Shield',
      demoUrl: 'https://demo.example.com/App/',
    });
  });

  it("a find-a-team profile's link: refused with quotes, stored normalised otherwise", async () => {
    const solo = await signUpAlone(t.app);
    const bad = await api(t.app)(
      'PUT',
      '/api/find-team/profile',
      solo.token,
      profileInput({ link: "https://x.dev/a'b" }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ link: FIELD_MESSAGES.urlCharacters });
    const ok = await api(t.app)(
      'PUT',
      '/api/find-team/profile',
      solo.token,
      profileInput({ link: 'HTTPS://X.Dev/Me' }),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().profile.link).toBe('https://x.dev/Me');
  });
});
