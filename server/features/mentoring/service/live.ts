// `help.*` live messages (issue 34), each only to the people it concerns, chosen on the server (the hub's
// audiences, server/live/hub.ts): the requester's team (or the solo requester) sees its own request move;
// the edition's mentors and the admins see the queue move; teams still waiting hear that the line moved.
// Messages carry ids and states only: screens refetch what they show, so a socket that should not have
// had a message would learn nothing from it, and the audience test counts that none does.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { HelpLiveType, HelpStatus } from '@shared/schemas/mentoring';
import { helpRequests } from '../../../db/schema';

export interface HelpChange {
  type: HelpLiveType;
  eventId: number;
  requestId: number;
  status: HelpStatus | null;
  teamId: number | null;
  requesterId: number;
  mentorId?: number | null;
  mentorName?: string | null;
  message?: string;
}

/** The audience of the requester's side: their team, or the solo requester alone. */
export const requesterAudience = (c: { teamId: number | null; requesterId: number }) =>
  c.teamId !== null ? { team: c.teamId } : { users: [c.requesterId] };

/** The audience of the queue's side: the edition's mentors, and the admins. */
export const queueAudience = (eventId: number) => ({ role: 'mentor', edition: eventId });

export async function publishHelp(app: FastifyInstance, log: FastifyBaseLogger, c: HelpChange): Promise<void> {
  const body = {
    type: c.type,
    eventId: c.eventId,
    requestId: c.requestId,
    status: c.status,
    teamId: c.teamId,
    mentorId: c.mentorId ?? null,
    mentorName: c.mentorName ?? null,
    message: c.message,
  };
  try {
    await Promise.all([
      app.live.publish({ ...body, audience: requesterAudience(c) }),
      app.live.publish({ ...body, audience: queueAudience(c.eventId) }),
    ]);
    // Places in the line moved when a request joined or left it: the teams still waiting refetch.
    if (c.type !== 'help.rated' && c.type !== 'help.handed_off') lineMovedSoon(app, log, c.eventId);
  } catch (err) {
    // The change is stored; screens refetch on reconnect and on focus.
    log.warn({ err }, 'mentoring: live message failed');
  }
}

/**
 * "The line moved" goes to every waiting team's sockets: at most once a second per edition (a burst of
 * 50 claims is one notice, not 50 times a thousand frames); the screens refetch their place anyway.
 */
const LINE_NOTICE_MS = 1000;
const pendingLine = new WeakMap<FastifyInstance, Set<number>>();
function lineMovedSoon(app: FastifyInstance, log: FastifyBaseLogger, eventId: number) {
  let pending = pendingLine.get(app);
  if (!pending) pendingLine.set(app, (pending = new Set()));
  if (pending.has(eventId)) return;
  pending.add(eventId);
  setTimeout(() => {
    pending.delete(eventId);
    publishLineMoved(app, eventId).catch((err: unknown) => log.warn({ err }, 'mentoring: line notice failed'));
  }, LINE_NOTICE_MS).unref();
}

async function publishLineMoved(app: FastifyInstance, eventId: number) {
  const waiting = await app.db
    .selectDistinct({ teamId: helpRequests.teamId, requesterId: helpRequests.requesterId })
    .from(helpRequests)
    .where(and(eq(helpRequests.eventId, eventId), eq(helpRequests.status, 'open')));
  if (waiting.length === 0) return;
  const teams = [...new Set(waiting.filter((w) => w.teamId !== null).map((w) => w.teamId!))];
  const users = [...new Set(waiting.filter((w) => w.teamId === null).map((w) => w.requesterId))];
  // One message for all of them (NOTIFY carries up to ~7,800 bytes: about 1,000 team ids).
  for (let i = 0; i < Math.max(teams.length, users.length); i += 800)
    await app.live.publish({
      type: 'help.queue',
      eventId,
      requestId: null,
      status: null,
      teamId: null,
      mentorId: null,
      mentorName: null,
      audience: { teams: teams.slice(i, i + 800), users: users.slice(i, i + 800) },
    });
}
