// A steady stream of reads and writes for the database failover tests: event and problem reads, team
// registrations and contact messages, each write with distinct data and from its own client address
// (so the per-IP rate limits never answer instead of the database). It records every answer and the
// writes that were acknowledged, so a test can check that none of them was lost.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RegisterTeamRequest } from '@shared/schemas/registration';

const uid = () => randomBytes(4).toString('hex');

/** A valid team registration (a leader and one member) with names and emails no other call uses. */
export function freshTeam(): RegisterTeamRequest {
  const tag = uid();
  return {
    team: { name: `Team ${tag}`, problemId: 0, description: `Team ${tag} is a team of two members.` },
    leader: { name: `Leader ${tag}`, email: `leader.${tag}@example.org`, phone: '+1 555 010 2030', gender: 'male' },
    members: [{ name: `Member ${tag}`, email: `member.${tag}@example.org`, gender: 'female' }],
  };
}

export interface Answer {
  op: string;
  status: number;
  body: string;
  retryAfter?: string;
}

export interface Request {
  method: 'GET' | 'POST';
  url: string;
  payload?: object;
  /** The client address the server should see. */
  ip: string;
}

export type Send = (req: Request) => Promise<Answer>;

export function injectSender(app: FastifyInstance): Send {
  return async ({ method, url, payload, ip }) => {
    const res = await app.inject({ method, url, payload, remoteAddress: ip });
    const retryAfter = res.headers['retry-after'];
    return { op: url, status: res.statusCode, body: res.body, retryAfter: retryAfter?.toString() };
  };
}

/** Over HTTP to a real process that trusts 127.0.0.1 as its proxy (the address travels in X-Forwarded-For). */
export function fetchSender(base: string): Send {
  return async ({ method, url, payload, ip }) => {
    try {
      const res = await fetch(base + url, {
        method,
        headers: { 'x-forwarded-for': ip, ...(payload ? { 'content-type': 'application/json' } : {}) },
        body: payload ? JSON.stringify(payload) : undefined,
      });
      return {
        op: url,
        status: res.status,
        body: await res.text(),
        retryAfter: res.headers.get('retry-after') ?? undefined,
      };
    } catch (err) {
      // No answer at all (connection refused or reset: the process is gone).
      return { op: url, status: 0, body: String(err) };
    }
  };
}

let ipCounter = 0;
const nextIp = () => {
  const n = ++ipCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

export class DbLoad {
  readonly answers: Answer[] = [];
  /** Team names and contact message ids the server acknowledged with a 2xx. */
  readonly ackedTeams: string[] = [];
  readonly ackedMessages: number[] = [];
  private stopped = false;
  private loops: Promise<void>[] = [];
  private waiters: Array<() => void> = [];

  constructor(private readonly senders: Send[]) {}

  start(workersPerSender: number) {
    this.loops = this.senders.flatMap((send, s) =>
      Array.from({ length: workersPerSender }, (_, w) => this.loop(send, s * workersPerSender + w)),
    );
  }

  async stop() {
    this.stopped = true;
    await Promise.all(this.loops);
  }

  /** Resolves once `count` more answers have arrived: paces a test by the load's progress, not by time. */
  progress(count: number): Promise<void> {
    const target = this.answers.length + count;
    return new Promise((resolve) => {
      const check = () => {
        if (this.answers.length >= target || this.stopped) resolve();
        else this.waiters.push(check);
      };
      check();
    });
  }

  private record(answer: Answer) {
    this.answers.push(answer);
    for (const w of this.waiters.splice(0)) w();
  }

  private async loop(send: Send, worker: number) {
    for (let n = worker; !this.stopped; n++) {
      switch (n % 4) {
        case 0:
          this.record(await send({ method: 'GET', url: '/api/event', ip: nextIp() }));
          break;
        case 1:
          this.record(await send({ method: 'GET', url: '/api/problems', ip: nextIp() }));
          break;
        case 2: {
          const payload = freshTeam();
          const answer = await send({ method: 'POST', url: '/api/register-team', payload, ip: nextIp() });
          if (answer.status >= 200 && answer.status < 300) this.ackedTeams.push(payload.team.name);
          this.record(answer);
          break;
        }
        default: {
          const tag = uid();
          const payload = { name: `Visitor ${tag}`, email: `visitor.${tag}@example.org`, message: `Hello ${tag}!` };
          const answer = await send({ method: 'POST', url: '/api/contact', payload, ip: nextIp() });
          if (answer.status >= 200 && answer.status < 300)
            this.ackedMessages.push((JSON.parse(answer.body) as { id: number }).id);
          this.record(answer);
        }
      }
    }
  }
}

/** Answers that are neither a success nor the database-unavailable 503 with its message and Retry-After. */
export function unexpectedAnswers(answers: Answer[], message: string): Answer[] {
  return answers.filter((a) => {
    if (a.status >= 200 && a.status < 300) return false;
    if (a.status !== 503 || !a.retryAfter) return true;
    try {
      return (JSON.parse(a.body) as { error?: string }).error !== message;
    } catch {
      return true;
    }
  });
}
