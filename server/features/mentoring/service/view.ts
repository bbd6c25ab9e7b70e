// How a help request reads, for its team and for mentors: one query joining the team, the requester,
// the challenge, the mentor holding it (with how they meet) and whether the team rated it. The rating
// itself stays out: only the organizers' report shows it.
import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { WithSubquery } from 'drizzle-orm/subquery';
import type { HelpRequest } from '@shared/schemas/mentoring';
import type { Tx } from '../../../db/client';
import { helpRatings, helpRequests, mentors, problems, teams } from '../../../db/schema';
import { escapeHtml } from '../../../lib/html';
import { renderMarkdown } from '../../content/index';

/** The description as safe HTML: Markdown through the organizer pages' renderer, or plain text escaped. */
export function descriptionHtml(text: string, format: 'plain' | 'markdown'): string {
  if (format === 'markdown') return renderMarkdown(text);
  return text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

export async function helpRows(
  tx: Tx,
  where: SQL | undefined,
  order: SQL = sql`${helpRequests.queuedAt}, ${helpRequests.id}`,
  /** Statements to run first (WITH): one named help_requests stands for the table (queue.ts's moves). */
  first: WithSubquery[] = [],
) {
  return (first.length ? tx.with(...first) : tx)
    .select({
      r: getTableColumns(helpRequests),
      teamName: teams.name,
      requesterName: sql<string>`(select name from users where users.id = ${helpRequests.requesterId})`,
      problemTitle: problems.title,
      mentorName: sql<string | null>`(select name from users where users.id = ${helpRequests.mentorId})`,
      mentorAffiliation: mentors.affiliation,
      meetingKind: mentors.meetingKind,
      videoUrl: mentors.videoUrl,
      discordHandle: mentors.discordHandle,
      rated: sql<boolean>`${helpRatings.requestId} is not null`,
    })
    .from(helpRequests)
    .leftJoin(teams, eq(teams.id, helpRequests.teamId))
    .leftJoin(problems, eq(problems.id, helpRequests.problemId))
    .leftJoin(mentors, and(eq(mentors.userId, helpRequests.mentorId), eq(mentors.eventId, helpRequests.eventId)))
    .leftJoin(helpRatings, eq(helpRatings.requestId, helpRequests.id))
    .where(where)
    .orderBy(order);
}
export type HelpRow = Awaited<ReturnType<typeof helpRows>>[number];

const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

export function toHelpRequest(row: HelpRow, position: number | null, estimate: number | null): HelpRequest {
  const { r } = row;
  return {
    id: r.id,
    eventId: r.eventId,
    teamId: r.teamId,
    teamName: row.teamName ?? null,
    requesterId: r.requesterId,
    requesterName: row.requesterName,
    title: r.title,
    description: r.description,
    descriptionFormat: r.descriptionFormat,
    descriptionHtml: r.descriptionHtml,
    tried: r.tried,
    problemId: r.problemId,
    problemTitle: row.problemTitle ?? null,
    skills: r.skills,
    location: r.location,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    claimedAt: isoOrNull(r.claimedAt),
    resolvedAt: isoOrNull(r.resolvedAt),
    cancelledAt: isoOrNull(r.cancelledAt),
    mentor:
      r.mentorId && row.mentorName
        ? {
            userId: r.mentorId,
            name: row.mentorName,
            affiliation: row.mentorAffiliation ?? '',
            meeting: {
              kind: row.meetingKind ?? 'chat',
              videoUrl: row.videoUrl ?? null,
              discordHandle: row.discordHandle ?? null,
            },
          }
        : null,
    releaseNote: r.releaseNote,
    position: r.status === 'open' ? position : null,
    estimatedWaitMinutes: r.status === 'open' ? estimate : null,
    rated: row.rated,
  };
}

/** One request by id, shaped (no position: callers that need it compute it). */
export async function helpRequestById(tx: Tx, id: number): Promise<HelpRow | null> {
  const [row] = await helpRows(tx, inArray(helpRequests.id, [id]));
  return row ?? null;
}
