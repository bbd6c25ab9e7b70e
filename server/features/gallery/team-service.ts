// The team's "Project page" (issue 33): its story (Markdown, rendered on save by the organizer pages'
// renderer and rules), a video link, whether the judges' notes show, and opting out of the gallery.
// Any member of the project's team may edit it, of whichever edition: the edition's gallery-edits gate
// (shared/edition-gates.ts) refuses an archived edition (409 naming it) and edits after the organizers'
// close, decided inside the transaction on the share-locked edition row.
import { and, eq } from 'drizzle-orm';
import type { ProjectPageForm, ProjectPageSettings } from '@shared/schemas/gallery';
import type { Db, Tx } from '../../db/client';
import { submissions, teamMembers } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { writeAudit } from '../../lib/audit';
import { clockNow } from '../../lib/clock';
import { renderMarkdown } from '../content/index';
import { gatesOf, openGate, type EventRow } from '../events/index';

const NOT_FOUND = 'Submission not found';

/** The project, when `userId` is a member of its team (else 404: another team's project is not theirs). */
async function ownProject(tx: Tx | Db, userId: number, id: number) {
  const [row] = await tx
    .select({ s: submissions })
    .from(submissions)
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, submissions.teamId), eq(teamMembers.userId, userId)))
    .where(eq(submissions.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return row.s;
}

function settingsOf(s: typeof submissions.$inferSelect, ev: EventRow): ProjectPageSettings {
  const gate = gatesOf(ev).galleryEdits;
  return {
    story: s.story,
    storyHtml: s.storyHtml,
    videoUrl: s.videoUrl ?? '',
    showFeedback: s.showFeedback,
    galleryOptOut: s.galleryOptOut,
    closedMessage: gate.open ? null : gate.message,
    editsCloseAt: ev.galleryEditsCloseAt?.toISOString() ?? null,
  };
}

export async function projectPageSettings(
  db: Db,
  userId: number,
  id: number,
  editionOf: (eventId: number) => Promise<EventRow>,
): Promise<ProjectPageSettings> {
  const s = await ownProject(db, userId, id);
  return settingsOf(s, await editionOf(s.eventId));
}

export async function saveProjectPage(
  db: Db,
  userId: number,
  id: number,
  input: ProjectPageForm,
): Promise<ProjectPageSettings> {
  return db.transaction(async (tx) => {
    const existing = await ownProject(tx, userId, id);
    const { row: ev } = await openGate(tx, existing.eventId, 'galleryEdits');
    const [saved] = await tx
      .update(submissions)
      .set({
        story: input.story,
        storyHtml: renderMarkdown(input.story),
        videoUrl: input.videoUrl || null,
        showFeedback: input.showFeedback,
        galleryOptOut: input.galleryOptOut,
        // updatedAt is the project's (judging reads it as a revision): a page edit leaves it alone.
      })
      .where(eq(submissions.id, id))
      .returning();
    await writeAudit(
      tx,
      userId,
      'submission.project_page',
      `submission:${id}`,
      { galleryOptOut: input.galleryOptOut, showFeedback: input.showFeedback, at: clockNow().toISOString() },
      existing.eventId,
    );
    return settingsOf(saved!, ev);
  });
}

/** The story as the page will show it (the same renderer as a save; nothing stored). */
export async function previewStory(db: Db, userId: number, id: number, story: string): Promise<{ html: string }> {
  await ownProject(db, userId, id);
  return { html: renderMarkdown(story) };
}
