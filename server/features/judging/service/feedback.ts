// Feedback release (issue 24): teams see the judges' notes (and the score) when the edition says so:
// at once ('immediate', the spec's dashboard and the demo) or once the winners are published
// ('with_results', a new edition's default). Email follows the same rule, goes only to the people who
// joined the team (the leader and members who accepted; never an invitee who did not), and goes once per
// project (submissions.feedback_sent_at): a revision, or another judge's review, never sends a second round.
import { absoluteUrl, paths } from '@shared/paths';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { formatStatus } from '@shared/constants';
import type { Tx } from '../../../db/client';
import { evaluations, events, problems, submissions, teamMembers, teams, users } from '../../../db/schema';
import { composeEmail, enqueueEmail, eventFacts, type OutgoingEmail, type Recipient } from '../../mail/index';
import { gatesOf } from '../../events/index';

/** The people who joined a team: its leader and the members who accepted (the membership's mark). */
export async function joinedPeople(tx: Tx, teamId: number): Promise<Recipient[]> {
  return tx
    .select({ name: users.name, email: users.email })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        ne(users.status, 'inactive'),
        or(eq(teamMembers.joined, true), eq(teamMembers.role, 'leader')),
      ),
    )
    .orderBy(teamMembers.joinedAt, users.id);
}

function feedbackEmail(
  to: Recipient,
  p: { teamName: string; problemTitle: string | null; status: string; notes: string[] },
  eventName: string,
  publicUrl: string,
): OutgoingEmail {
  const project = p.problemTitle ? `your project for ${p.problemTitle}` : 'your project';
  return composeEmail(to.email, `${p.teamName}: feedback from the judges`, [
    `Hello ${to.name},`,
    `The judges of ${eventName} reviewed ${project}. Its status is: ${formatStatus(p.status)}.`,
    ...(p.notes.length ? ['Feedback from the judges:', p.notes.join('\n\n')] : []),
    'Your dashboard shows the feedback (and any more to come):',
    absoluteUrl(publicUrl, paths.teamDashboard),
  ]);
}

/**
 * Emails a project's feedback to the people who joined its team, once: the first caller marks
 * feedback_sent_at and sends; every later one (a revision, another review) sends nothing. Returns the
 * number of emails queued.
 */
export async function sendFeedbackOnce(tx: Tx, submissionId: number, publicUrl: string): Promise<number> {
  const [claimed] = await tx
    .update(submissions)
    .set({ feedbackSentAt: new Date() })
    .where(and(eq(submissions.id, submissionId), isNull(submissions.feedbackSentAt)))
    .returning({ teamId: submissions.teamId, eventId: submissions.eventId, status: submissions.status });
  if (!claimed) return 0;
  const [info] = await tx
    .select({ teamName: teams.name, problemTitle: problems.title })
    .from(submissions)
    .innerJoin(teams, eq(teams.id, submissions.teamId))
    .leftJoin(problems, eq(problems.id, submissions.problemId))
    .where(eq(submissions.id, submissionId));
  const notes = (
    await tx
      .select({ notes: evaluations.notes })
      .from(evaluations)
      .where(eq(evaluations.submissionId, submissionId))
      .orderBy(evaluations.createdAt, evaluations.id)
  )
    .map((e) => e.notes.trim())
    .filter(Boolean);
  const people = await joinedPeople(tx, claimed.teamId);
  const ev = await eventFacts(tx, claimed.eventId);
  await enqueueEmail(
    tx,
    people.map((to) =>
      feedbackEmail(
        to,
        { teamName: info!.teamName, problemTitle: info!.problemTitle, status: claimed.status, notes },
        ev.name,
        publicUrl,
      ),
    ),
  );
  return people.length;
}

/** After a review: the feedback email, if the edition shows feedback now and the project has had none. */
export async function feedbackAfterReview(
  tx: Tx,
  eventId: number,
  submissionId: number,
  publicUrl: string,
): Promise<number> {
  // The edition's feedback gate (shared/edition-gates.ts), on its row as this transaction reads it.
  const [ev] = await tx.select().from(events).where(eq(events.id, eventId));
  return ev && gatesOf(ev).feedback.open ? sendFeedbackOnce(tx, submissionId, publicUrl) : 0;
}

/**
 * When the winners are published in an edition that keeps feedback for the results: one email per
 * joined person of every reviewed project not emailed yet. Publishing again sends nothing more.
 */
export async function releaseFeedback(tx: Tx, eventId: number, publicUrl: string): Promise<number> {
  const [ev] = await tx.select({ feedbackRelease: events.feedbackRelease }).from(events).where(eq(events.id, eventId));
  if (ev?.feedbackRelease !== 'with_results') return 0;
  const pending = await tx
    .select({ id: submissions.id })
    .from(submissions)
    .where(
      and(
        eq(submissions.eventId, eventId),
        isNull(submissions.feedbackSentAt),
        sql`exists (select 1 from ${evaluations} where ${evaluations.submissionId} = ${submissions.id})`,
      ),
    )
    .orderBy(submissions.id);
  let emailed = 0;
  for (const s of pending) emailed += await sendFeedbackOnce(tx, s.id, publicUrl);
  return emailed;
}
