// Who the people of an edition are, for the dashboard's counts and the participants report. Accounts are
// deployment-wide (DESIGN D13): a person belongs to an edition through a team of it. Accounts with no team
// in any edition (admins, judges, new sign-ups) belong to none; like the inbox's messages sent between
// editions, they are shown with the current edition.
import { sql, type SQL } from 'drizzle-orm';
import type { EventRow } from '../../events/index';

/** A condition on `users u`: a member of a team of the edition (or, for the current one, of no team). */
export function peopleOfEdition(edition: Pick<EventRow, 'id' | 'state'>): SQL {
  const member = sql`exists (select 1 from team_members pm where pm.user_id = u.id and pm.event_id = ${edition.id})`;
  if (edition.state !== 'current') return member;
  return sql`(${member} or not exists (select 1 from team_members pm where pm.user_id = u.id))`;
}
