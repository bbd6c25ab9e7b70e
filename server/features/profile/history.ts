// A returning participant's editions (DESIGN D13): accounts are deployment-wide, teams belong to one
// edition each, so the profile lists every edition the person had a team in, newest first, with what
// the team did there. One query: teams, their latest submission and their published places.
import { sql } from 'drizzle-orm';
import type { ProfileHistoryEntry } from '@shared/schemas/profile';
import type { Tx } from '../../db/client';
import { rows } from '../../lib/sql';

interface HistoryRow {
  slug: string;
  edition_name: string;
  state: ProfileHistoryEntry['edition']['state'];
  team_name: string;
  role: ProfileHistoryEntry['role'];
  problem_title: string | null;
  github_url: string | null;
  submission_status: NonNullable<ProfileHistoryEntry['submission']>['status'] | null;
  results_out: boolean;
  places: { place: number; scope: 'overall' | 'challenge'; title: string | null }[] | null;
}

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

const placeLabel = (p: { place: number; scope: 'overall' | 'challenge'; title: string | null }) =>
  p.scope === 'overall'
    ? `${ordinal(p.place)} place overall`
    : `${ordinal(p.place)} place: ${p.title ?? 'a challenge'}`;

export async function profileHistory(tx: Tx, userId: number): Promise<ProfileHistoryEntry[]> {
  // Places count only once the edition's winners are published (the winners page's own rule).
  const found = await rows<HistoryRow>(
    tx,
    sql`select e.slug, e.name as edition_name, e.state, t.name as team_name, m.role, p.title as problem_title,
      s.github_url, s.status as submission_status,
      coalesce(e.winners_published_at <= now(), false) as results_out,
      (select jsonb_agg(jsonb_build_object('place', w.place, 'scope', w.scope, 'title', wp.title)
                        order by w.scope = 'challenge', w.place, wp.title)
         from winners w left join problems wp on wp.id = w.problem_id
         where w.team_id = t.id and w.event_id = e.id
           and e.winners_published_at is not null and e.winners_published_at <= now()) as places
    from team_members m
    join teams t on t.id = m.team_id and t.event_id = m.event_id
    join events e on e.id = m.event_id
    left join problems p on p.id = t.problem_id
    left join lateral (
      select s.github_url, s.status from submissions s where s.team_id = t.id
      order by s.submitted_at desc, s.id desc limit 1
    ) s on true
    where m.user_id = ${userId}
    order by e.starts_at desc, e.id desc`,
  );
  return found.map((r) => ({
    edition: { slug: r.slug, name: r.edition_name, state: r.state },
    teamName: r.team_name,
    role: r.role,
    problemTitle: r.problem_title,
    submission:
      r.github_url !== null && r.submission_status !== null
        ? { githubUrl: r.github_url, status: r.submission_status, resultsOut: r.results_out }
        : null,
    places: (r.places ?? []).map(placeLabel),
  }));
}
