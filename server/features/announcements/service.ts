// Announcements: stored, shown on team dashboards, broadcast live, and emailed to their audience with
// one outbox row per recipient. Large audiences are written in batches after the announcement commits;
// the job's state (cursor, counts) lives on the announcement row, so progress is visible to every
// instance and an interrupted job resumes where it stopped without emailing anyone twice.
// An announcement belongs to an edition (DESIGN D13): its audiences by team status are that edition's
// people, and readers see the announcements of the edition they are in.
import { absoluteUrl, paths } from '@shared/paths';
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  AUDIENCE_LABELS,
  EMPTY_AUDIENCE,
  type Announcement,
  type AnnouncementAudience,
  type AnnouncementJob,
  type CreateAnnouncement,
} from '@shared/schemas/announcements';
import type { Db, Tx } from '../../db/client';
import type { LivePublishInput } from '../../live/plugin';
import { announcements, teamMembers, teams, users } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { assertOpen, loadEvent, type EditionRow } from '../events/index';
import { composeEmail } from '../mail/index';

/** The live payload stays far below PostgreSQL's NOTIFY limit; clients fetch the full text anyway. */
const LIVE_MESSAGE_CHARS = 1000;

/** Outbox rows written per transaction. */
export const EMAIL_BATCH = 500;

type AnnouncementRow = typeof announcements.$inferSelect;

/**
 * Who receives an announcement's email: participants (not admins); for a team status, the people of a
 * team of that status in the announcement's edition; for no_team, those without a team in it.
 */
function audienceCondition(audience: AnnouncementAudience, eventId: number): SQL {
  const base = sql`u.role = 'team' and u.status <> 'inactive'`;
  if (audience === 'everyone')
    return sql`${base} and not exists (select 1 from team_members m join teams t on t.id = m.team_id
      where m.user_id = u.id and m.event_id = ${eventId} and t.status = 'rejected')`;
  if (audience === 'no_team')
    return sql`${base} and not exists (select 1 from team_members m where m.user_id = u.id and m.event_id = ${eventId})`;
  return sql`${base} and exists (select 1 from team_members m join teams t on t.id = m.team_id
    where m.user_id = u.id and m.event_id = ${eventId} and t.status = ${audience})`;
}

export async function countAudience(tx: Tx, audience: AnnouncementAudience, eventId: number): Promise<number> {
  const result = (await tx.execute(
    sql`select count(*)::int as n from users u where ${audienceCondition(audience, eventId)}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

export function toJob(row: AnnouncementRow): AnnouncementJob {
  return {
    id: row.id,
    recipientTotal: row.recipientTotal,
    recipientsQueued: row.recipientsQueued,
    done: row.emailsDoneAt !== null,
  };
}

function toAnnouncement(row: AnnouncementRow, sender: string | null): Announcement {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    audience: row.audience,
    sender: sender ?? 'Organizers',
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The live message of a new announcement. /ws reaches every client, signed in or not: only a public
 * announcement travels with its text. For a narrower audience the message only says there is news; each
 * dashboard then fetches what its user may read (GET /api/announcements?since=…).
 */
export function liveMessage(announcement: Announcement): LivePublishInput {
  const isPublic = announcement.audience === 'everyone';
  return {
    type: 'announcement',
    message: isPublic
      ? announcement.message.slice(0, LIVE_MESSAGE_CHARS)
      : `A new announcement for ${AUDIENCE_LABELS[announcement.audience].toLowerCase()}`,
    sender: announcement.sender,
    timestamp: announcement.createdAt,
    id: announcement.id,
    audience: announcement.audience,
    ...(isPublic ? { title: announcement.title } : {}),
  };
}

/**
 * Writes the next batch of outbox rows of one announcement, in the caller's transaction. Returns null
 * when another instance holds the job (row locked) or the job is finished.
 */
export async function emailBatch(
  tx: Tx,
  id: number,
  publicUrl: string,
  batchSize = EMAIL_BATCH,
): Promise<AnnouncementJob | null> {
  const [row] = await tx
    .select()
    .from(announcements)
    .where(and(eq(announcements.id, id), isNull(announcements.emailsDoneAt)))
    .for('update', { skipLocked: true });
  if (!row) return null;
  const ev = await loadEvent(tx, row.eventId);
  const mail = composeEmail('', `[${ev.name}] ${row.title}`, [
    row.title,
    ...row.message.split(/\n\s*\n/),
    absoluteUrl(publicUrl, paths.teamDashboard),
  ]);
  const result = (await tx.execute(sql`
    with batch as (
      select u.id, u.email from users u
      where ${audienceCondition(row.audience, row.eventId)} and u.id > ${row.cursorUserId}
      order by u.id limit ${batchSize}
    ), ins as (
      insert into outbox_emails ("to", subject, text, html)
      select b.email, ${mail.subject}, ${mail.text}, ${mail.html ?? null} from batch b order by b.id
      returning 1
    )
    select (select count(*)::int from ins) as inserted, (select max(id) from batch) as last_id`)) as unknown as {
    rows: { inserted: number; last_id: number | null }[];
  };
  const { inserted, last_id: lastId } = result.rows[0]!;
  const done = inserted < batchSize;
  const queued = row.recipientsQueued + inserted;
  const [updated] = await tx
    .update(announcements)
    .set({
      cursorUserId: lastId ?? row.cursorUserId,
      recipientsQueued: queued,
      // When finished, the total is what was really sent (people may have joined or left meanwhile).
      recipientTotal: done ? queued : Math.max(row.recipientTotal, queued),
      emailsDoneAt: done ? new Date() : null,
    })
    .where(eq(announcements.id, id))
    .returning();
  return toJob(updated!);
}

/** A new announcement of an edition; an archived edition's people are no longer told anything. */
export async function createAnnouncement(
  db: Db,
  author: { id: number; name: string },
  edition: EditionRow,
  input: CreateAnnouncement,
  publicUrl: string,
): Promise<{ announcement: Announcement; job: AnnouncementJob }> {
  assertOpen(edition);
  return db.transaction(async (tx) => {
    const recipientTotal = await countAudience(tx, input.audience, edition.id);
    // An announcement to nobody would be stored and 'sent' to no one: refused (issue 31).
    if (recipientTotal === 0) throw conflict(EMPTY_AUDIENCE, { audience: EMPTY_AUDIENCE });
    const [row] = await tx
      .insert(announcements)
      .values({
        eventId: edition.id,
        title: input.title,
        message: input.message,
        audience: input.audience,
        authorId: author.id,
        recipientTotal,
      })
      .returning();
    await writeAudit(
      tx,
      author.id,
      'announcement.create',
      `announcement:${row!.id}`,
      {
        title: input.title,
        audience: input.audience,
        recipients: recipientTotal,
      },
      edition.id,
    );
    // The first batch commits with the announcement: a small audience is done at once.
    const job = (await emailBatch(tx, row!.id, publicUrl)) ?? toJob(row!);
    return { announcement: toAnnouncement(row!, author.name), job };
  });
}

export async function announcementJob(db: Db, id: number): Promise<AnnouncementJob> {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
  if (!row) throw notFound('Announcement not found');
  return toJob(row);
}

/** Runs the remaining batches of unfinished jobs one transaction at a time. */
export class AnnouncementMailer {
  private running = new Map<number, Promise<void>>();
  private stopped = false;

  constructor(private deps: { db: Db; publicUrl: string; log: FastifyBaseLogger; batchSize?: number }) {}

  start(id: number): Promise<void> {
    const existing = this.running.get(id);
    if (existing || this.stopped) return existing ?? Promise.resolve();
    const job = this.run(id).finally(() => this.running.delete(id));
    this.running.set(id, job);
    return job;
  }

  private async run(id: number) {
    try {
      while (!this.stopped) {
        // Each batch commits on its own; its outbox rows wake the mail worker as it commits (kick.ts).
        const job = await this.deps.db.transaction((tx) =>
          emailBatch(tx, id, this.deps.publicUrl, this.deps.batchSize),
        );
        if (!job || job.done) return;
      }
    } catch (err) {
      this.deps.log.error(
        { err, announcementId: id },
        'announcement emails: a batch failed; it resumes at the next start',
      );
    }
  }

  /** Picks up jobs an earlier process left unfinished. */
  async resume(): Promise<void> {
    const open = await this.deps.db
      .select({ id: announcements.id })
      .from(announcements)
      .where(isNull(announcements.emailsDoneAt));
    await Promise.all(open.map((r) => this.start(r.id)));
  }

  async stop() {
    this.stopped = true;
    await Promise.all(this.running.values());
  }
}

/**
 * The announcements of one edition a user sees: admins all of them; a team user those for everyone and
 * those for the status of their team in that edition (approved or pending), or for people without one.
 */
export async function announcementsFor(
  db: Db,
  user: { id: number; role: string },
  eventId: number,
  opts: { since?: string; limit: number },
): Promise<Announcement[]> {
  const conditions: SQL[] = [eq(announcements.eventId, eventId)];
  if (user.role !== 'admin') {
    const [team] = await db
      .select({ status: teams.status })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(and(eq(teamMembers.userId, user.id), eq(teamMembers.eventId, eventId)));
    const audiences: AnnouncementAudience[] = ['everyone'];
    if (team?.status === 'approved' || team?.status === 'pending' || team?.status === 'rejected')
      audiences.push(team.status);
    if (!team) audiences.push('no_team');
    conditions.push(inArray(announcements.audience, audiences));
  }
  // Answers carry milliseconds while PostgreSQL stores microseconds: compare at the answers' precision,
  // or the newest announcement a client already has would come back as 'newer'.
  if (opts.since)
    conditions.push(
      sql`date_trunc('milliseconds', ${announcements.createdAt}) > ${new Date(opts.since).toISOString()}::timestamptz`,
    );
  const found = await db
    .select({ a: announcements, sender: users.name })
    .from(announcements)
    .leftJoin(users, eq(users.id, announcements.authorId))
    .where(and(...conditions))
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(opts.limit);
  return found.map((r) => toAnnouncement(r.a, r.sender));
}
