// The public event facts (DESIGN D1) and the ticker's news. Counts come from the database in one query.
import { desc, eq, sql } from 'drizzle-orm';
import type { NewsItem, PublicEvent } from '@shared/schemas/content';
import type { Tx } from '../../db/client';
import { announcements, problems, teamMembers, teams } from '../../db/schema';
import { loadEvent, type EventRow } from './event';

async function loadStats(db: Tx): Promise<PublicEvent['stats']> {
  const result = await db.execute<{ teams: number; participants: number; challenges: number }>(sql`
    select
      (select count(*)::int from ${teams} where ${teams.status} <> 'rejected') as teams,
      (select count(*)::int from ${teamMembers} join ${teams} on ${teams.id} = ${teamMembers.teamId} where ${teams.status} <> 'rejected') as participants,
      (select count(*)::int from ${problems} where ${problems.active}) as challenges
  `);
  const row = result.rows[0];
  return {
    teams: Number(row?.teams ?? 0),
    participants: Number(row?.participants ?? 0),
    challenges: Number(row?.challenges ?? 0),
  };
}

export async function getPublicEvent(db: Tx, opts: { discordUrl?: string }): Promise<PublicEvent> {
  const [row, stats] = await Promise.all([loadEvent(db), loadStats(db)]);
  return {
    name: row.name,
    tagline: row.tagline,
    registrationOpensAt: row.registrationOpensAt.toISOString(),
    registrationClosesAt: row.registrationClosesAt.toISOString(),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    submissionDeadline: row.submissionDeadline.toISOString(),
    winnersAnnouncedAt: row.winnersAnnouncedAt.toISOString(),
    winnersPublishedAt: row.winnersPublishedAt?.toISOString() ?? null,
    totalPrize: row.totalPrize,
    grandPrize: row.grandPrize,
    categoryPrize: row.categoryPrize,
    teamSizeMin: row.teamSizeMin,
    teamSizeMax: row.teamSizeMax,
    requireFemaleMember: row.requireFemaleMember,
    contactEmail: row.contactEmail,
    city: row.city,
    discordUrl: opts.discordUrl ?? row.discordUrl ?? null,
    stats,
  };
}

export const NEWS_LIMIT = 8;

/**
 * The ticker: the latest announcements addressed to everyone; when there are none yet, the event's
 * own milestones still ahead (and the prize pool), so the ticker never shows stale or invented news.
 */
export async function listNews(db: Tx, now = new Date()): Promise<NewsItem[]> {
  const rows = await db
    .select({
      id: announcements.id,
      title: announcements.title,
      message: announcements.message,
      createdAt: announcements.createdAt,
    })
    .from(announcements)
    .where(eq(announcements.audience, 'everyone'))
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(NEWS_LIMIT);
  if (rows.length > 0) {
    return rows.map((r) => ({
      id: `a${r.id}`,
      kind: 'announcement',
      title: r.title,
      message: r.message,
      date: r.createdAt.toISOString(),
    }));
  }
  return eventNews(await loadEvent(db), now);
}

export function eventNews(ev: EventRow, now: Date): NewsItem[] {
  const milestones: Array<{ id: string; at: Date; title: string; message: string }> = [
    {
      id: 'registration-opens',
      at: ev.registrationOpensAt,
      title: 'Registration opens',
      message: `Teams of ${ev.teamSizeMin} to ${ev.teamSizeMax} can register for free.`,
    },
    {
      id: 'registration-closes',
      at: ev.registrationClosesAt,
      title: 'Registration closes',
      message: 'Register your team and choose a challenge before registration closes.',
    },
    {
      id: 'hacking-begins',
      at: ev.startsAt,
      title: 'Hacking begins',
      message: `${ev.name} kicks off: start building your project.`,
    },
    {
      id: 'submission-deadline',
      at: ev.submissionDeadline,
      title: 'Submission deadline',
      message: 'Submit your GitHub repository before the deadline.',
    },
    {
      id: 'winners-announced',
      at: ev.winnersAnnouncedAt,
      title: 'Winners announced',
      message: `Winners share a prize pool of ${ev.totalPrize}.`,
    },
  ];
  const upcoming = milestones.filter((m) => m.at.getTime() > now.getTime());
  const items: NewsItem[] = upcoming.map((m) => ({
    id: `e-${m.id}`,
    kind: 'event',
    title: m.title,
    message: m.message,
    date: m.at.toISOString(),
  }));
  if (items.length === 0) {
    const last = milestones[milestones.length - 1]!;
    items.push({
      id: `e-${last.id}`,
      kind: 'event',
      title: `${ev.name} has ended`,
      message: 'Thank you to every team that took part.',
      date: last.at.toISOString(),
    });
  }
  return items;
}
