// A person's matching profile. Only its owner reads it here; other signed-in participants see it on the
// board while it is visible and its owner has no team. A profile belongs to one edition (DESIGN D13):
// last year's stays with last year, and this year's board starts empty.
import { and, eq, inArray } from 'drizzle-orm';
import type { FindTeamProfileInput, MyFindTeamProfile } from '@shared/schemas/find-team';
import type { Db } from '../../../db/client';
import { findTeamProfiles, problems, users } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/errors';

export const NO_PROFILE = 'You have no matching profile yet';

export async function getMyProfile(db: Db, eventId: number, userId: number): Promise<MyFindTeamProfile> {
  const [row] = await db
    .select({ profile: findTeamProfiles, gender: users.gender })
    .from(users)
    .leftJoin(findTeamProfiles, and(eq(findTeamProfiles.userId, users.id), eq(findTeamProfiles.eventId, eventId)))
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  const p = row.profile;
  return {
    gender: row.gender,
    profile: p
      ? {
          skills: p.skills as FindTeamProfileInput['skills'],
          tags: p.tags,
          problemIds: p.problemIds,
          utcOffset: p.utcOffset,
          languages: p.languages,
          pitch: p.pitch,
          link: p.link,
          gender: row.gender,
          visible: p.visible,
          updatedAt: p.updatedAt.toISOString(),
        }
      : null,
  };
}

const dedupe = (items: string[]) => [...new Map(items.map((s) => [s.toLowerCase(), s])).values()];

export async function saveProfile(
  db: Db,
  eventId: number,
  userId: number,
  input: FindTeamProfileInput,
): Promise<MyFindTeamProfile> {
  const problemIds = [...new Set(input.problemIds)];
  if (problemIds.length) {
    const known = await db
      .select({ id: problems.id })
      .from(problems)
      .where(and(inArray(problems.id, problemIds), eq(problems.eventId, eventId)));
    if (known.length !== problemIds.length)
      throw badRequest('Please choose challenges from the list', {
        problemIds: 'Please choose challenges from the list',
      });
  }
  const values = {
    skills: [...new Set(input.skills)],
    tags: dedupe(input.tags),
    problemIds,
    utcOffset: input.utcOffset,
    languages: dedupe(input.languages),
    pitch: input.pitch,
    link: input.link,
    visible: input.visible,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(findTeamProfiles)
      .values({ eventId, userId, ...values })
      .onConflictDoUpdate({ target: [findTeamProfiles.eventId, findTeamProfiles.userId], set: values });
    // Gender is private: stored on the account, used only for the event's composition rule.
    if (input.gender) await tx.update(users).set({ gender: input.gender }).where(eq(users.id, userId));
  });
  return getMyProfile(db, eventId, userId);
}

export async function setVisibility(
  db: Db,
  eventId: number,
  userId: number,
  visible: boolean,
): Promise<MyFindTeamProfile> {
  const done = await db
    .update(findTeamProfiles)
    .set({ visible, updatedAt: new Date() })
    .where(and(eq(findTeamProfiles.userId, userId), eq(findTeamProfiles.eventId, eventId)))
    .returning({ userId: findTeamProfiles.userId });
  if (done.length === 0) throw notFound(NO_PROFILE);
  return getMyProfile(db, eventId, userId);
}
