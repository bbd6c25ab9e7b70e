// Shared steps of the find-a-team API tests: people who sign up alone (through the real account
// registration call), their profiles, and teams whose leader is signed in.
import type { FastifyInstance } from 'fastify';
import type { FindTeamProfileInput } from '@shared/schemas/find-team';
import { bearer, loginAs } from './helpers';
import { registerTeam, teamPayload, uid } from './fixtures';

export interface Solo {
  token: string;
  id: number;
  email: string;
  name: string;
}

export async function signUpAlone(app: FastifyInstance, name = `Solo ${uid()}`): Promise<Solo> {
  const email = `solo.${uid()}@example.org`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name, email, password: 'solo-pass-123' },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; user: { id: number } };
  return { token: body.token, id: body.user.id, email, name };
}

export const profileInput = (over: Partial<FindTeamProfileInput> = {}): FindTeamProfileInput => ({
  skills: ['Backend'],
  tags: [],
  problemIds: [],
  utcOffset: 60,
  languages: ['English'],
  pitch: 'I build APIs.',
  link: '',
  gender: 'male',
  visible: true,
  ...over,
});

export function api(app: FastifyInstance) {
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    app.inject({ method, url, headers: token ? bearer(token) : undefined, payload: payload as object });
}

export async function putProfile(app: FastifyInstance, token: string, over: Partial<FindTeamProfileInput> = {}) {
  const res = await api(app)('PUT', '/api/find-team/profile', token, profileInput(over));
  if (res.statusCode !== 200) throw new Error(`profile failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A registered team (leader + `members`; the first member is female) with its leader signed in. */
export async function teamWithLeader(app: FastifyInstance, members = 1) {
  const p = teamPayload({ members });
  const reg = await registerTeam(app, p);
  const token = await loginAs(app, p.leader.email, reg.leader.password!);
  return { token, teamId: reg.team.id, payload: p, leaderEmail: p.leader.email };
}

export async function openListing(app: FastifyInstance, token: string, skillsWanted: string[] = []) {
  const res = await api(app)('PUT', '/api/find-team/listing', token, {
    open: true,
    lookingFor: 'Someone who likes APIs',
    skillsWanted,
  });
  if (res.statusCode !== 200) throw new Error(`listing failed: ${res.statusCode} ${res.body}`);
}
