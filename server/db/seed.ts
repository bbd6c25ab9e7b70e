// Idempotent seed. The demo edition (HackVerse 2027, with its challenges) when asked for (demo data, and
// tests); with demo data also the demo accounts and teams, last year's archived edition, and optionally
// the showcase that makes /admin look like a live event. A production start (no demo data) creates no
// edition: the first admin sets one up. Running it twice changes nothing.
import { eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { events, judges, judgingSettings, messages, problems, winners } from './schema';
import { seedPages } from '../features/content/index';
import { eventSeed } from './seed-event';
import { problemSeeds } from './seed-data/problems';
import { DEMO_ACCOUNTS } from './seed-accounts';
import { DEMO_TEAMS } from './seed-data/demo-teams';
import { SHOWCASE_MESSAGES, SHOWCASE_TEAMS } from './seed-data/showcase';
import { PAST_EDITION, PAST_TEAMS, PAST_WINNERS } from './seed-data/past-edition';
import { DAY, ensureUser, HOUR, seedTeam, type TeamClock } from './seed-teams';
import { seedPastPeoplesChoice } from './seed-past-voting';
import { seedDemoMentoring } from './seed-mentoring';
import { syncAllChallengePrizes } from '../features/problems/prizes';

export { DEMO_EDITION_SLUG } from './seed-event';

export async function seed(
  db: Db,
  opts: {
    /** The demo edition and its challenges (always with demo data; tests ask for it alone). */
    edition?: boolean;
    demo: boolean;
    /** With demo: the showcase teams, submissions and messages too (seed-data/showcase.ts). */
    showcase?: boolean;
    admin?: { email: string; password: string };
  },
) {
  const eventId = opts.edition || opts.demo ? await seedDemoEdition(db) : null;
  if (opts.admin)
    await ensureUser(db, { name: 'Organizer', email: opts.admin.email, password: opts.admin.password, role: 'admin' });
  if (opts.demo && eventId !== null) {
    // Last year's edition first: its people's accounts date from then.
    await seedPastEdition(db);
    await seedDemo(db, opts.showcase ?? false, eventId);
  }
}

/** The demo edition, current unless an organizer has made another one current; its id. */
async function seedDemoEdition(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const seedRow = eventSeed();
    let [ev] = await tx.select().from(events).where(eq(events.slug, seedRow.slug));
    if (!ev) {
      const [current] = await tx.select({ id: events.id }).from(events).where(eq(events.state, 'current'));
      [ev] = await tx
        .insert(events)
        .values({ ...seedRow, state: current ? 'draft' : 'current' })
        .returning();
    }
    await tx.insert(judgingSettings).values({ eventId: ev!.id }).onConflictDoNothing();
    await tx
      .insert(problems)
      .values(problemSeeds(ev!).map((p) => ({ ...p, eventId: ev!.id })))
      .onConflictDoNothing({ target: [problems.eventId, problems.slug] });
    // Each challenge's figure ($3000, $5000, $7500 …) as its prize in the edition's list, by the rule a
    // challenge's save follows in the admin (issue 23).
    await syncAllChallengePrizes(tx, ev!);
    // The demo's pages through the admin's own save (DESIGN D14: no second path).
    await seedPages(tx, ev!);
    return ev!.id;
  });
}

const adminAccount = DEMO_ACCOUNTS.find((a) => a.kind === 'admin')!;
const judgeAccount = DEMO_ACCOUNTS.find((a) => a.kind === 'judge')!;

/** The demo judge's account (issue 11), with the categories they know, judging edition `eventId`. */
async function ensureDemoJudge(db: Db, eventId: number, createdAt: Date) {
  const judge = await ensureUser(db, {
    name: 'Demo Judge',
    email: judgeAccount.email,
    password: judgeAccount.password,
    role: 'judge',
    username: 'judge',
    createdAt,
  });
  await db
    .insert(judges)
    .values({ eventId, userId: judge.id, affiliation: 'Demo University', categories: ['ai', 'blockchain'] })
    .onConflictDoNothing();
  return judge.id;
}

async function ensureDemoAdmin(db: Db, createdAt: Date) {
  return ensureUser(db, {
    name: 'Admin',
    email: adminAccount.email,
    password: adminAccount.password,
    role: 'admin',
    username: 'admin',
    createdAt,
  });
}

/** The live demo: registration opened 7 days ago (seed-event.ts); teams register, join, submit since. */
const liveClock: TeamClock = {
  registeredAt: (t) => new Date(Date.now() - t.daysAgo * DAY),
  joinedAt: (registeredAt, i) => new Date(Math.min(registeredAt.getTime() + (i + 1) * 2 * HOUR, Date.now())),
  submittedAt: (t, registeredAt) =>
    new Date(Math.max(Date.now() - (t.submission?.daysAgo ?? 0) * DAY, registeredAt.getTime() + HOUR)),
  judgedAt: (submittedAt) => new Date(Math.min(submittedAt.getTime() + 6 * HOUR, Date.now())),
};

async function seedDemo(db: Db, showcase: boolean, eventId: number) {
  // The organizer's account predates every team (registration opened 7 days ago).
  const admin = await ensureDemoAdmin(db, new Date(Date.now() - 10 * DAY));
  await ensureDemoJudge(db, eventId, new Date(Date.now() - 10 * DAY));
  const teamsToSeed = showcase ? [...DEMO_TEAMS, ...SHOWCASE_TEAMS] : DEMO_TEAMS;
  for (const t of teamsToSeed) await seedTeam(db, t, { eventId, judgeId: admin.id, clock: liveClock });
  if (showcase) await seedMessages(db, eventId);
  await seedDemoMentoring(db, eventId);
  await seedDemoConsents(db, eventId);
}

/**
 * The demo's participants accepted the edition's terms and privacy page when they registered (issue 35),
 * so signing in as one asks nothing. Only people with no record of a page get one: a version the
 * organizers published later is still asked at the next sign-in, restart or not.
 */
async function seedDemoConsents(db: Db, eventId: number) {
  await db.execute(sql`
    insert into consents (user_id, event_id, document, version)
    select m.user_id, p.event_id, p.page, p.version from team_members m
    join event_pages p on p.event_id = m.event_id and p.page in ('terms', 'privacy')
    where m.event_id = ${eventId} and not exists (select 1 from consents c
      where c.user_id = m.user_id and c.event_id = m.event_id and c.document = p.page)
    on conflict do nothing`);
}

/**
 * Last year's edition, archived: the demo's calendar a year earlier, four judged projects and the
 * published winners. Seeded once (by its address); an organizer's later changes are left alone.
 */
async function seedPastEdition(db: Db) {
  const [exists] = await db.select({ id: events.id }).from(events).where(eq(events.slug, PAST_EDITION.slug));
  if (exists) return;
  const earlier = (d: Date) => new Date(d.getTime() - PAST_EDITION.daysEarlier * DAY);
  const base = eventSeed();
  const dates = {
    registrationOpensAt: earlier(base.registrationOpensAt),
    registrationClosesAt: earlier(base.registrationClosesAt),
    startsAt: earlier(base.startsAt),
    endsAt: earlier(base.endsAt),
    submissionDeadline: earlier(base.submissionDeadline),
    winnersAnnouncedAt: earlier(base.winnersAnnouncedAt),
  };
  const [ev] = await db
    .insert(events)
    .values({
      ...base,
      ...dates,
      slug: PAST_EDITION.slug,
      name: PAST_EDITION.name,
      tagline: PAST_EDITION.tagline,
      state: 'archived',
      winnersPublishedAt: dates.winnersAnnouncedAt,
      // A new edition's defaults: projects from the start of hacking, feedback with the results.
      submissionOpensAt: null,
      feedbackRelease: 'with_results',
      createdAt: earlier(base.registrationOpensAt),
    })
    .returning();
  const eventId = ev!.id;
  await db
    .insert(judgingSettings)
    .values({ eventId, state: 'closed', openedAt: dates.endsAt, closedAt: dates.winnersAnnouncedAt });
  await db.insert(problems).values(problemSeeds(dates).map((p) => ({ ...p, eventId })));
  await syncAllChallengePrizes(db, ev!);
  const admin = await ensureDemoAdmin(db, earlier(new Date(Date.now() - 10 * DAY)));
  await ensureDemoJudge(db, eventId, earlier(new Date(Date.now() - 10 * DAY)));
  const clock: TeamClock = {
    registeredAt: (t) => new Date(dates.startsAt.getTime() - t.daysAgo * DAY),
    joinedAt: (registeredAt, i) => new Date(registeredAt.getTime() + (i + 1) * 2 * HOUR),
    submittedAt: () => new Date(dates.submissionDeadline.getTime() - 3 * HOUR),
    judgedAt: (submittedAt) => new Date(submittedAt.getTime() + 2 * DAY),
  };
  const seeded = new Map<string, { teamId: number; submissionId: number | null }>();
  for (const t of PAST_TEAMS) {
    const r = await seedTeam(db, t, { eventId, judgeId: admin.id, clock });
    if (r) seeded.set(t.name, r);
  }
  const scoreOf = (name: string) => {
    const e = PAST_TEAMS.find((t) => t.name === name)!.submission!.evaluation!;
    return ((e.innovation + e.technicalExecution + e.userExperience + e.presentation + e.impact) / 5).toFixed(1);
  };
  await db.insert(winners).values(
    PAST_WINNERS.map((name, i) => ({
      eventId,
      teamId: seeded.get(name)!.teamId,
      submissionId: seeded.get(name)!.submissionId,
      place: i + 1,
      scope: 'overall' as const,
      score: scoreOf(name),
      announcedAt: dates.winnersAnnouncedAt,
    })),
  );
  await seedPastPeoplesChoice(db, eventId, dates, seeded);
}

/** A few contact and support messages in the Inbox (once: only when the edition's Inbox is empty). */
async function seedMessages(db: Db, eventId: number) {
  const [any] = await db.select({ id: messages.id }).from(messages).where(eq(messages.eventId, eventId)).limit(1);
  if (any) return;
  await db.insert(messages).values(
    SHOWCASE_MESSAGES.map(({ hoursAgo, ...m }) => ({
      ...m,
      eventId,
      createdAt: new Date(Date.now() - hoursAgo * HOUR),
    })),
  );
}
