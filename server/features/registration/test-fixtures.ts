// Test data for the team journey's API tests: a valid registration payload with unique names and emails.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RegisterTeamRequest, RegisterTeamResponse } from '@shared/schemas/registration';

export const uid = () => randomBytes(4).toString('hex');

export function teamPayload(opts: { tag?: string; members?: number } = {}): RegisterTeamRequest {
  const tag = opts.tag ?? uid();
  const n = opts.members ?? 1;
  return {
    team: { name: `Team ${tag}`, problemId: 0, description: `Team ${tag} is a team of ${n + 1} members.` },
    leader: { name: `Leader ${tag}`, email: `leader.${tag}@example.org`, phone: '+1 555 010 2030', gender: 'male' },
    members: Array.from({ length: n }, (_, i) => ({
      name: `Member ${i + 1} ${tag}`,
      email: `member${i + 1}.${tag}@example.org`,
      gender: i === 0 ? ('female' as const) : ('male' as const),
    })),
  };
}

/** Registers a team through the real call and returns the answer (throws unless 201). */
export async function registerTeam(
  app: FastifyInstance,
  payload: RegisterTeamRequest,
  headers?: Record<string, string>,
): Promise<RegisterTeamResponse> {
  const res = await app.inject({ method: 'POST', url: '/api/register-team', payload, headers });
  if (res.statusCode !== 201) throw new Error(`register-team failed: ${res.statusCode} ${res.body}`);
  return res.json();
}
