// Helpers of the admin browser tests: unique data, sign-in, and set-up through the API (a fresh pending
// team, a submission) so the tests never change demo rows that other specs read.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export async function signInAs(page: Page, email: string, password: string, as: 'Team' | 'Admin' = 'Team') {
  await page.goto('/login');
  if (as === 'Admin') await page.getByRole('radio', { name: 'Admin' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(as === 'Admin' ? /\/admin$/ : /\/team-dashboard$/);
}

export async function tokenFor(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).token as string;
}

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A new pending team registered through POST /api/register-team (spec §3 payload). */
export async function registerPendingTeam(request: APIRequestContext, t: string) {
  const payload = {
    team: { name: `Admin E2E ${t}`, problemId: 0, description: `Admin E2E ${t} is a team of 2 members.` },
    leader: { name: `Leader ${t}`, email: `leader.${t}@example.org`, phone: '+1 555 010 4040', gender: 'male' },
    members: [{ name: `Member ${t}`, email: `member.${t}@example.org`, gender: 'female' }],
  };
  const res = await request.post('/api/register-team', { data: payload });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { team: { id: number }; leader: { username: string; password: string } };
  // Registering signs the new leader in (issue 31); the caller's request context is handed back signed
  // out, so its next registration is a new person's, not this leader's second team.
  await request.post('/api/auth/logout');
  return {
    id: body.team.id,
    name: payload.team.name,
    leaderEmail: payload.leader.email,
    username: body.leader.username,
    password: body.leader.password,
  };
}

/** A team approved through the API with a submission to an active challenge; answers the team. */
export async function teamWithSubmission(request: APIRequestContext, t: string) {
  const team = await registerPendingTeam(request, t);
  const admin = await tokenFor(request, 'admin@example.com', 'admin12345');
  expect((await request.post(`/api/teams/${team.id}/approve`, { headers: auth(admin) })).status()).toBe(200);
  const problems = (await (await request.get('/api/problems?active=true')).json()) as { id: number; title: string }[];
  const leader = await tokenFor(request, team.leaderEmail, team.password);
  const res = await request.post('/api/submissions', {
    headers: auth(leader),
    data: {
      teamName: team.name,
      problemId: problems[0]!.id,
      githubUrl: `https://github.com/admin-e2e/${t}`,
      demoUrl: '',
      description: 'An end-to-end test project that the admin evaluates in the browser, with enough words to pass.',
      techStack: 'TypeScript, React',
    },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  // Signing in above left the leader's cookie on the context: hand it back signed out, as registering does,
  // so the caller's next team is registered by a new person.
  await request.post('/api/auth/logout');
  return { ...team, problemTitle: problems[0]!.title };
}
