// The People's Choice tally: votes per project over the ballots no organizer voided. Admins read it at
// any time; everyone else once the edition's winners are published (Announce Winners is the organizers'
// one act of publishing results; People's Choice is published with them, not on its own).
import { sql } from 'drizzle-orm';
import type { VotingResults } from '@shared/schemas/voting';
import type { EditionRow } from '../../events/index';
import type { Tx } from '../../../db/client';
import { rows } from '../../../lib/sql';

export const resultsPublished = (ev: Pick<EditionRow, 'winnersPublishedAt'>) => ev.winnersPublishedAt !== null;

export async function tally(tx: Tx, ev: EditionRow): Promise<VotingResults> {
  const items = await rows<{ project_id: number; team_id: number; team_name: string; votes: number }>(
    tx,
    sql`select v.project_id, t.id as team_id, t.name as team_name, v.votes::int as votes
        from (select unnest(project_ids) as project_id, count(*) as votes from ballots
              where event_id = ${ev.id} and voided_at is null group by 1) v
        join submissions s on s.id = v.project_id and s.event_id = ${ev.id}
        join teams t on t.id = s.team_id
        order by v.votes desc, t.name`,
  );
  const [counts] = await rows<{ ballots: number; voided: number }>(
    tx,
    sql`select (count(*) filter (where voided_at is null))::int as ballots,
               (count(*) filter (where voided_at is not null))::int as voided
        from ballots where event_id = ${ev.id}`,
  );
  return {
    published: resultsPublished(ev),
    ballots: Number(counts?.ballots ?? 0),
    voided: Number(counts?.voided ?? 0),
    items: items.map((r) => ({
      projectId: Number(r.project_id),
      teamId: Number(r.team_id),
      teamName: r.team_name,
      votes: Number(r.votes),
    })),
  };
}
