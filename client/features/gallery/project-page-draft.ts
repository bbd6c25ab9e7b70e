// What a team typed into its project page and has not saved yet, kept for the browser tab's session: the
// dashboard's tabs unmount the editor, and a reload or a slip of the Back button must not lose a story.
import { z } from 'zod';
import type { ProjectPageForm } from '@shared/schemas/gallery';

// Loose on purpose: a draft may hold a video link that is not valid yet (the form says so on save).
const draftSchema = z.object({
  story: z.string(),
  videoUrl: z.string(),
  showFeedback: z.boolean(),
  galleryOptOut: z.boolean(),
});

const key = (submissionId: number) => `project-page-draft:${submissionId}`;

export function readDraft(submissionId: number): ProjectPageForm | null {
  try {
    const raw = sessionStorage.getItem(key(submissionId));
    if (!raw) return null;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // Storage blocked (private mode, a policy): the form still works, without the safety net.
    return null;
  }
}

/** Keeps `form` while it differs from what is stored; forgets it once they are the same (saved). */
export function keepDraft(submissionId: number, form: ProjectPageForm, stored: ProjectPageForm): void {
  try {
    if (sameForm(form, stored)) sessionStorage.removeItem(key(submissionId));
    else sessionStorage.setItem(key(submissionId), JSON.stringify(form));
  } catch {
    // As above: nothing to keep it in.
  }
}

export function sameForm(a: ProjectPageForm, b: ProjectPageForm): boolean {
  return (
    a.story === b.story &&
    a.videoUrl === b.videoUrl &&
    a.showFeedback === b.showFeedback &&
    a.galleryOptOut === b.galleryOptOut
  );
}
