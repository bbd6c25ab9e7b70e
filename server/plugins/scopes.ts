// Guards by scope, not by route (DESIGN §6): a feature registers its protected routes inside one of these
// encapsulated plugins, whose onRequest hook checks the caller before Fastify reads the body or validates
// anything. So an anonymous caller gets 401 and a caller of the wrong role 403, never a 400 that lists the
// fields a call expects; a route added to the scope cannot forget its guard.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { judges } from '../db/schema';
import { forbidden } from '../lib/errors';
import { assertOpen, isWrite, resolveAdminEdition, type EditionRow } from '../features/events/index';
import { requireRole, requireUser } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** On judge routes: the edition the caller judges in this request (set by judgeScope's guard). */
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
 * Judges: a `judge` account, or an admin marked as judge, of the edition: a row in `judges` for it
 * (DESIGN D13). The edition is the current one, or `?event=slug` (a judge reading their evaluations of a
 * past edition, which refuses their writes). Teams, and admins or judges who do not judge that edition, get 403; judges get 403 on
 * admin routes (adminScope checks the role).
 */
async function requireJudge(request: FastifyRequest, reply: FastifyReply) {
  await requireUser(request, reply);
  const user = request.sessionUser!;
  if (user.role === 'team') throw forbidden();
  const edition = await resolveAdminEdition(request);
  const [row] = await request.server.db
    .select({ userId: judges.userId })
    .from(judges)
    .where(and(eq(judges.eventId, edition.id), eq(judges.userId, user.id)));
  if (!row) throw forbidden();
  // A judge reads an archived edition's evaluations; every write of theirs to it is refused (409).
  if (isWrite(request)) assertOpen(edition);
  request.judgeEdition = edition;
}

/** Routes for judges only (issue 11); a route reads the edition with `judgeEdition(request)`. */
export const judgeScope = (routes: Routes) =>
  async function judgeGuardedScope(app: FastifyInstance) {
    app.decorateRequest('judgeEdition', null);
    app.addHook('onRequest', requireJudge);
    await routes(app);
  };

/** The edition a judge route works on (judgeScope's guard found the caller judges it). */
export function judgeEdition(request: FastifyRequest): EditionRow {
  if (!request.judgeEdition) throw forbidden();
  return request.judgeEdition;
}
