// The ticker's news: the current edition's public announcements, else its milestones still ahead.
// (The edition's facts, GET /api/event, belong to the events feature.)
import { and, desc, eq } from 'drizzle-orm';
import type { NewsItem } from '@shared/schemas/content';
import type { Tx } from '../../db/client';
import { announcements } from '../../db/schema';
import { prizePool } from '@shared/prize-pool';
import { type EventRow, prizesOf } from '../events/index';

export const NEWS_LIMIT = 8;

/**
 * The ticker: the latest announcements addressed to everyone; when there are none yet, the event's
 * own milestones still ahead (and the prize pool), so the ticker never shows stale or invented news.
 */
export async function listNews(db: Tx, ev: EventRow, now = new Date()): Promise<NewsItem[]> {
  const rows = await db
    .select({
      id: announcements.id,
      title: announcements.title,
      message: announcements.message,
      createdAt: announcements.createdAt,
    })
    .from(announcements)
    .where(and(eq(announcements.eventId, ev.id), eq(announcements.audience, 'everyone')))
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
  return eventNews(ev, now);
}

export function eventNews(ev: EventRow, now: Date): NewsItem[] {
  const pool = prizePool(prizesOf(ev.prizes));
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
      message: pool ? `Winners share a prize pool of ${pool}.` : 'The winners are announced.',
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
