// The mentors' queue (issue 34): open requests best matched to the mentor first (with the reason), the
// ones they hold, and the moves: claim, resolve, release with a note, hand to a named mentor.
//
// Exactly one mentor wins a claim whatever the concurrency: the claim is one conditional UPDATE … WHERE
// status = 'open' RETURNING, so every other claimant's update finds the row no longer open (PostgreSQL
// re-checks the condition after the winner commits) and answers 409. The hold limit cannot be beaten by
// concurrent claims of one mentor either: each claim first locks that mentor's `mentors` row, so their
// claims run one after another and each counts the holds the previous one committed.
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import {
  MENTORING_LIMITS,
  MENTORING_MESSAGES,
  type HelpRequest,
  type MentorList,
  type MentorQueue,
  type MentorQueueItem,
} from '@shared/schemas/mentoring';
import type { Db, Tx } from '../../../db/client';
import { events, helpActions, helpRequests, mentors, users } from '../../../db/schema';
import { conflict, forbidden } from '../../../lib/errors';
import { clockNow } from '../../../lib/clock';
import { assertOpen, gatesOf, type EditionRow } from '../../events/index';
import { listMentors, mentorsOnShift } from './mentors';
import { requestEdition } from './requests';
import { helpRequestById, helpRows, toHelpRequest, type HelpRow } from './view';
import { estimateMinutes, queuePositions, waitModel } from './wait';

/** "12 min", "2 h 05 min", "3 d 4 h". */
export function waitWords(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${Math.floor(minutes / 1440)} d ${Math.floor((minutes % 1440) / 60)} h`;
}

type MentorFacts = { skills: string[]; problemIds: number[] };

/** How well a request suits a mentor, and why (shown on the queue). */
export function matchOf(
  m: MentorFacts,
  r: { skills: string[]; problemId: number | null; waitMinutes: number },
  problemTitle: string | null,
  escalationMinutes: number,
): { score: number; reason: string } {
  const skills = r.skills.filter((s) => m.skills.includes(s));
  const challenge = r.problemId !== null && m.problemIds.includes(r.problemId);
  const parts: string[] = [];
  if (skills.length) parts.push(`Matches your skills: ${skills.join(', ')}`);
  if (challenge) parts.push(`Your challenge: ${problemTitle ?? 'one you know'}`);
  // Matched first; among equals the longest wait. A request past the threshold rises above matches.
  const overdue = r.waitMinutes >= escalationMinutes;
  if (overdue)
    parts.unshift(`Waiting ${waitWords(r.waitMinutes)}, past the organizers' ${escalationMinutes}-minute threshold`);
  if (!parts.length)
    parts.push(`Waiting ${waitWords(r.waitMinutes)}${r.skills.length ? '' : ' (no particular skill asked)'}`);
  const score = (overdue ? 100 : 0) + skills.length * 10 + (challenge ? 8 : 0) + Math.min(r.waitMinutes, 99) / 100;
  return { score, reason: parts.join(' · ') };
}

async function mentorFacts(tx: Tx, eventId: number, userId: number) {
  const [m] = await tx
    .select({ skills: mentors.skills, problemIds: mentors.problemIds })
    .from(mentors)
    .where(and(eq(mentors.eventId, eventId), eq(mentors.userId, userId)));
  if (!m) throw forbidden(MENTORING_MESSAGES.notMentor);
  return m;
}

export async function mentorQueue(db: Db, ev: EditionRow, userId: number): Promise<MentorQueue> {
  return db.transaction(async (tx) => {
    const m = await mentorFacts(tx, ev.id, userId);
    const rows = await helpRows(
      tx,
      and(
        eq(helpRequests.eventId, ev.id),
        sql`(${helpRequests.status} = 'open' or (${helpRequests.status} = 'claimed' and ${helpRequests.mentorId} = ${userId}))`,
      ),
    );
    const positions = await queuePositions(tx, ev.id);
    const model = await waitModel(tx, ev.id);
    const now = clockNow().getTime();
    const item = (row: HelpRow): MentorQueueItem => {
      const p = positions.get(row.r.id) ?? null;
      const waitMinutes = Math.max(0, Math.floor((now - row.r.queuedAt.getTime()) / 60_000));
      const match = matchOf(m, { ...row.r, waitMinutes }, row.problemTitle, ev.helpEscalationMinutes);
      return {
        ...toHelpRequest(row, p, p === null ? null : estimateMinutes(model, p)),
        matchReason: match.reason,
        matchScore: match.score,
        waitMinutes,
        escalated: row.r.escalatedAt !== null,
      };
    };
    const open = rows.filter((r) => r.r.status === 'open').map(item);
    open.sort((a, b) => b.matchScore - a.matchScore || a.position! - b.position!);
    const gate = gatesOf(ev).helpQueue;
    return {
      edition: { id: ev.id, slug: ev.slug, name: ev.name, timeZone: ev.timeZone },
      open,
      held: rows.filter((r) => r.r.status === 'claimed').map(item),
      holdLimit: MENTORING_LIMITS.holdLimit,
      onShiftNow: (await mentorsOnShift(tx, ev.id)).includes(userId),
      queueOpen: gate.open,
      queueMessage: gate.message,
    };
  });
}

/** Locks the mentors' rows of `userIds` in one order (no deadlock between two hand-offs) and checks them. */
async function lockMentors(tx: Tx, eventId: number, userIds: number[]) {
  const sorted = [...new Set(userIds)].sort((a, b) => a - b);
  const rows = [];
  for (const id of sorted) {
    const [row] = await tx
      .select({ userId: mentors.userId, name: users.name })
      .from(mentors)
      .innerJoin(users, eq(users.id, mentors.userId))
      .where(and(eq(mentors.eventId, eventId), eq(mentors.userId, id)))
      .for('update', { of: mentors });
    rows.push(row);
  }
  return rows;
}

async function holds(tx: Tx, eventId: number, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(helpRequests)
    .where(
      and(eq(helpRequests.eventId, eventId), eq(helpRequests.mentorId, userId), eq(helpRequests.status, 'claimed')),
    );
  return row?.n ?? 0;
}

export interface Moved {
  request: HelpRequest;
  eventId: number;
  teamId: number | null;
  requesterId: number;
}

async function moved(tx: Tx, id: number): Promise<Moved> {
  return movedOf((await helpRequestById(tx, id))!);
}

function movedOf(row: HelpRow): Moved {
  return {
    request: toHelpRequest(row, null, null),
    eventId: row.r.eventId,
    teamId: row.r.teamId,
    requesterId: row.r.requesterId,
  };
}

/**
 * The request's edition (409 once archived) and the caller, who must mentor it, with the caller's
 * `mentors` row locked: one statement on the way in. When it finds nothing, the slower path says why, in
 * the order the routes promise: no such request (404), an archived edition (409), not a mentor (403).
 */
async function mentorContext(tx: Tx, id: number, userId: number): Promise<Pick<EditionRow, 'id' | 'state' | 'name'>> {
  // Only what the moves use: an edition's whole row is 50 columns to send, parse and map.
  const [row] = await tx
    .select({ ev: { id: events.id, state: events.state, name: events.name } })
    .from(helpRequests)
    .innerJoin(events, eq(events.id, helpRequests.eventId))
    .innerJoin(mentors, and(eq(mentors.eventId, helpRequests.eventId), eq(mentors.userId, userId)))
    .where(eq(helpRequests.id, id))
    .for('update', { of: mentors });
  if (row) {
    assertOpen(row.ev);
    return row.ev;
  }
  await requestEdition(tx, id);
  throw forbidden(MENTORING_MESSAGES.notMentor);
}

/**
 * Changes a request, records the mentor's action and reads the request as it now is, in one statement:
 * the update is a WITH query named help_requests, so the view (helpRows) reads the changed row in place
 * of the table (the rest of a statement sees the table as it was before). `set` and `where` are SQL on
 * help_requests' own columns. Null when no row matched.
 */
async function moveAndRecord(
  tx: Tx,
  a: { id: number; eventId: number; mentorId: number; action: 'claim' | 'resolve' | 'release'; note?: string | null },
  set: SQL,
  where: SQL,
): Promise<Moved | null> {
  const changed = tx
    .$with('help_requests', getTableColumns(helpRequests))
    .as(sql`update help_requests set ${set} where id = ${a.id} and ${where} returning *`);
  const recorded = tx.$with('recorded', {}).as(sql`
    insert into help_actions (request_id, event_id, mentor_id, action, note)
    select id, ${a.eventId}, ${a.mentorId}, ${a.action}, ${a.note ?? null} from help_requests`);
  const [row] = await helpRows(tx, undefined, undefined, [changed, recorded]);
  return row ? movedOf(row) : null;
}

export async function claimHelpRequest(db: Db, userId: number, id: number): Promise<Moved> {
  return db.transaction(async (tx) => {
    const ev = await mentorContext(tx, id, userId);
    // The hold count is read by the update itself: its statement starts after this mentor's row was
    // locked above, so it sees every claim of theirs that committed before (READ COMMITTED's snapshot
    // per statement), and their concurrent claims take turns on that lock.
    const won = await moveAndRecord(
      tx,
      { id, eventId: ev.id, mentorId: userId, action: 'claim' },
      sql`status = 'claimed', mentor_id = ${userId}, claimed_at = ${new Date().toISOString()},
          first_claimed_at = coalesce(first_claimed_at, now())`,
      sql`status = 'open' and (select count(*) from help_requests h
            where h.event_id = ${ev.id} and h.mentor_id = ${userId} and h.status = 'claimed') < ${MENTORING_LIMITS.holdLimit}`,
    );
    if (!won) {
      if ((await holds(tx, ev.id, userId)) >= MENTORING_LIMITS.holdLimit) throw conflict(MENTORING_MESSAGES.holdLimit);
      throw conflict(MENTORING_MESSAGES.notOpen);
    }
    return won;
  });
}

/** Resolve or release a request the caller holds. */
async function letGo(db: Db, userId: number, id: number, action: 'resolve' | 'release', note?: string) {
  return db.transaction(async (tx) => {
    const ev = await mentorContext(tx, id, userId);
    const done = await moveAndRecord(
      tx,
      { id, eventId: ev.id, mentorId: userId, action, note },
      action === 'resolve'
        ? sql`status = 'resolved', resolved_at = ${new Date().toISOString()}`
        : sql`status = 'open', mentor_id = null, claimed_at = null, release_note = ${note ?? null}`,
      sql`status = 'claimed' and mentor_id = ${userId}`,
    );
    if (!done) throw conflict(MENTORING_MESSAGES.notHeld);
    return done;
  });
}

export const resolveHelpRequest = (db: Db, userId: number, id: number) => letGo(db, userId, id, 'resolve');
export const releaseHelpRequest = (db: Db, userId: number, id: number, note: string) =>
  letGo(db, userId, id, 'release', note);

/** Hands a held request to a named mentor of the same edition, who then holds it (within their limit). */
export async function handoffHelpRequest(db: Db, userId: number, id: number, targetId: number): Promise<Moved> {
  if (targetId === userId) throw conflict(MENTORING_MESSAGES.handoffSelf);
  return db.transaction(async (tx) => {
    const ev = await requestEdition(tx, id);
    const locked = await lockMentors(tx, ev.id, [userId, targetId]);
    const me = locked.find((r) => r?.userId === userId);
    const target = locked.find((r) => r?.userId === targetId);
    if (!me) throw forbidden(MENTORING_MESSAGES.notMentor);
    if (!target) throw conflict(MENTORING_MESSAGES.targetNotMentor);
    if ((await holds(tx, ev.id, targetId)) >= MENTORING_LIMITS.holdLimit)
      throw conflict(MENTORING_MESSAGES.targetHoldLimit(target.name));
    const done = await tx
      .update(helpRequests)
      .set({ mentorId: targetId, claimedAt: new Date() })
      .where(and(eq(helpRequests.id, id), eq(helpRequests.status, 'claimed'), eq(helpRequests.mentorId, userId)))
      .returning({ id: helpRequests.id });
    if (done.length === 0) throw conflict(MENTORING_MESSAGES.notHeld);
    await tx
      .insert(helpActions)
      .values({ requestId: id, eventId: ev.id, mentorId: userId, action: 'handoff', note: `to user:${targetId}` });
    return moved(tx, id);
  });
}

/** The edition's mentors a request can be handed to. */
export async function handoffTargets(db: Db, ev: EditionRow, userId: number): Promise<MentorList> {
  await mentorFacts(db, ev.id, userId);
  const { mentors: all } = await listMentors(db, ev.id);
  return {
    mentors: all
      .filter((m) => m.userId !== userId && m.status === 'active')
      .map((m) => ({ userId: m.userId, name: m.name, onShiftNow: m.onShiftNow, holds: m.holds, skills: m.skills })),
  };
}
