// Guards by scope, not by route (DESIGN §6): a feature registers its protected routes inside one of these
// encapsulated plugins, whose onRequest hook checks the caller before Fastify reads the body or validates
// anything. So an anonymous caller gets 401 and a caller of the wrong role 403, never a 400 that lists the
// fields a call expects; a route added to the scope cannot forget its guard.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { MENTORING_MESSAGES } from '@shared/schemas/mentoring';
import { judges, mentors } from '../db/schema';
import { forbidden } from '../lib/errors';
import { assertOpen, isWrite, resolveAdminEdition, type EditionRow } from '../features/events/index';
import { requireRole, requireUser } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** On judge and mentor routes: the edition the caller judges or mentors in this request (set by the scope's guard). */
    judgeEdition: EditionRow | null;
  }
}

type Routes = (app: FastifyInstance) => Promise<void>;

function scope(who: 'admin' | 'team' | 'user', routes: Routes) {
  return async function guardedScope(app: FastifyInstance) {
    app.addHook('onRequest', who === 'user' ? requireUser : requireRole(who));
    await routes(app);
  };
}

/** Routes for admins only. */
export const adminScope = (routes: Routes) => scope('admin', routes);
/** Routes for team participants only (admins get 403). */
export const teamScope = (routes: Routes) => scope('team', routes);
/** Routes for anyone signed in. */
export const userScope = (routes: Routes) => scope('user', routes);

/**
 * Staff of an edition (judges of issue 11, mentors of issue 34): a row in their table (`judges`,
 * `mentors`) for it (DESIGN D13); the edition is the current one, or `?event=slug` (reading a past
 * edition, which refuses their writes). Teams, and people who are not staff of that edition, get 403;
 * staff get 403 on admin routes (adminScope checks the role).
 */
function requireStaff(table: typeof judges | typeof mentors, message?: string) {
  return async function requireStaffRow(request: FastifyRequest, reply: FastifyReply) {
    await requireUser(request, reply);
    const user = request.sessionUser!;
    if (user.role === 'team') throw forbidden(message);
    const edition = await resolveAdminEdition(request);
    const [row] = await request.server.db
      .select({ userId: table.userId })
      .from(table)
      .where(and(eq(table.eventId, edition.id), eq(table.userId, user.id)));
    if (!row) throw forbidden(message);
    // Staff read an archived edition; every write of theirs to it is refused (409).
    if (isWrite(request)) assertOpen(edition);
    request.judgeEdition = edition;
  };
}

function staffScope(guard: ReturnType<typeof requireStaff>) {
  return (routes: Routes) =>
    async function staffGuardedScope(app: FastifyInstance) {
      app.decorateRequest('judgeEdition', null);
      app.addHook('onRequest', guard);
      await routes(app);
    };
}

/** Routes for judges only (issue 11); a route reads the edition with `judgeEdition(request)`. */
export const judgeScope = staffScope(requireStaff(judges));

/** Routes for mentors only (issue 34); a route reads the edition with `staffEdition(request)`. */
export const mentorScope = staffScope(requireStaff(mentors, MENTORING_MESSAGES.notMentor));

/** The edition a judge route works on (judgeScope's guard found the caller judges it). */
export function judgeEdition(request: FastifyRequest): EditionRow {
  if (!request.judgeEdition) throw forbidden();
  return request.judgeEdition;
}

/** The edition a staff route (judge or mentor) works on. */
export const staffEdition = judgeEdition;
