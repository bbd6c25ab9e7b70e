// The one place the gallery reads a project's pinned repository (issue 33). The pin job is the
// submissions feature's (built beside this one, decision 0019: a `repo_pins` row per submission); the
// gallery only shows its result. Read here from the row the data model defines, so that a `pinOf` the
// pins feature exports can replace this body without touching the routes.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { repoPins } from '../../db/schema';
import type { ProjectPage } from '@shared/schemas/gallery';

/** The repository as pinned: its commit's page (`…/tree/<sha>`), or null before any check. */
export async function pinnedOf(db: Db, submissionId: number): Promise<ProjectPage['pinned']> {
  const [row] = await db.select().from(repoPins).where(eq(repoPins.submissionId, submissionId));
  if (!row || (!row.sha && row.reachable === null)) return null;
  const base = row.repoUrl.replace(/\.git$/i, '').replace(/\/+$/, '');
  return {
    sha: row.sha,
    url: row.sha ? `${base}/tree/${row.sha}` : base,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    changedAfterDeadline: row.changedAfterDeadline,
    reachable: row.reachable,
  };
}
