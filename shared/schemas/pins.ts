// A project's repository as pinned at the submission deadline (issue 33): the default branch's head the
// server read (`sha`), a link to that commit, when the repository was last checked, whether it moved
// after the deadline and whether it could be read at all. The gallery, the judges' and the admins'
// answers carry it as `pinned`; the gallery's list items carry only `pinnedSha`.
import { z } from 'zod';

export const pinnedSchema = z.object({
  /** The pinned head (the deadline's once the deadline has passed); null before any successful read. */
  sha: z.string().nullable(),
  /** `https://github.com/<owner>/<repo>/tree/<sha>`; null without a sha. */
  url: z.string().nullable(),
  /** When the last check ended (successful or not); null before the first. */
  checkedAt: z.string().nullable(),
  /** A check after the deadline found another head than the pinned one. */
  changedAfterDeadline: z.boolean(),
  /** False when the last check could not read the repository (private, deleted or renamed); null before a check. */
  reachable: z.boolean().nullable(),
});
export type Pinned = z.infer<typeof pinnedSchema>;

/** The seven characters people recognise a commit by. */
export const shortSha = (sha: string) => sha.slice(0, 7);
