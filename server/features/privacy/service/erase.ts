// The erasure of one account (issue 35): personal fields erased or replaced by a stable pseudonym
// ("Former participant N"), sessions ended, no more emails, while team rows, projects, evaluations and
// winners stay and stay consistent. One transaction. Used by the deletion job (after the grace period)
// and by an organizer's erase on the person's behalf.
//
// Locks, in the order an invitation's acceptance takes them (accept-invitation.ts: the invitation, then
// the user), so a deletion racing an acceptance never deadlocks: whichever commits first wins, and the
// other finds the invitation gone (acceptance 404) or the deletion gone (a sign-in cancelled it).
import { sql } from 'drizzle-orm';
import { canonicalEmail } from '@shared/schemas/voting';
import { PRIVACY_MESSAGES, pseudonym } from '@shared/schemas/privacy';
import type { Db, Tx } from '../../../db/client';
import { writeAudit } from '../../../lib/audit';
import { escapeHtml } from '../../../lib/html';
import { rows } from '../../../lib/sql';
import { AppError, conflict } from '../../../lib/errors';

/** The address an erased account keeps (users.email is unique and required): reserved, never deliverable. */
export const erasedEmail = (n: number) => `erased-${n}@erased.invalid`;

interface Person {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  erased_at: Date | null;
  pseudonym_no: number | null;
}

/** `"text"` as it appears inside stored JSON (quotes and backslashes escaped), without the outer quotes. */
const inJson = (s: string) => JSON.stringify(s).slice(1, -1);

export type ErasedBy = 'self' | 'organizer';

/**
 * Erases the account now. `requireDue`: only when its deletion is still pending and due (the job: a sign-in
 * meanwhile deleted the row, or another instance already erased it); answers the pseudonym, or null when
 * there was nothing to do.
 */
/**
 * An erasure never leaves the deployment without an active admin (owners locked out of their own
 * platform). The active admins' rows are locked first, so two admins erased at once take turns and the
 * second sees the first gone.
 */
export async function refuseLastAdmin(tx: Tx, userId: number): Promise<void> {
  const admins = await rows<{ id: number }>(
    tx,
    sql`select id from users where role = 'admin' and status = 'active' and erased_at is null order by id for update`,
  );
  if (admins.some((a) => a.id === userId) && admins.length === 1) throw conflict(PRIVACY_MESSAGES.lastAdmin);
}

export async function eraseAccount(
  db: Db,
  userId: number,
  opts: { requireDue?: Date; actorId?: number | null; by: ErasedBy },
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [peek] = await rows<{ email: string }>(tx, sql`select email from users where id = ${userId}`);
    if (!peek) return null;
    // The invitations addressed to the person first (the order acceptance takes), then the account.
    await tx.execute(sql`select id from invitations where lower(email) = lower(${peek.email}) for update`);
    const [person] = await rows<Person>(
      tx,
      sql`select id, name, email, phone, erased_at, pseudonym_no from users where id = ${userId} for update`,
    );
    if (!person || person.erased_at) return null;
    await refuseLastAdmin(tx, userId);
    if (opts.requireDue) {
      const [due] = await rows<{ user_id: number }>(
        tx,
        sql`select user_id from account_deletions where user_id = ${userId}
              and erases_at is not null and erases_at <= ${opts.requireDue.toISOString()}::timestamptz for update`,
      );
      if (!due) return null;
    }
    const [{ n }] = await rows<{ n: number }>(tx, sql`select nextval('erased_people_seq')::int as n`);
    const name = pseudonym(n!);
    const email = erasedEmail(n!);
    await handOverTeams(tx, userId);
    await eraseTraces(tx, person, name, email);
    await tx.execute(sql`
      update users set name = ${name}, email = ${email}, username = ${`erased-${n}`}, password_hash = null,
        gender = null, phone = null, github_id = null, status = 'inactive', erased_at = now(), pseudonym_no = ${n}
      where id = ${userId}`);
    // That a deletion happened, and on whose initiative; never who (the target stays empty).
    await writeAudit(tx, opts.actorId ?? null, 'privacy.account_erased', null, { by: opts.by });
    return name;
  });
}

/**
 * The person's teams stay whole: as a leader, leadership passes to the longest-standing member (those who
 * joined first, then those still invited); a team with nobody else is withdrawn (unless its edition is
 * archived: then it keeps its status and results). Their own membership row
 * stays (under the pseudonym), so projects, evaluations and winners keep their team.
 */
async function handOverTeams(tx: Tx, userId: number) {
  const led = await rows<{ team_id: number; archived: boolean }>(
    tx,
    sql`select m.team_id, e.state = 'archived' as archived from team_members m join events e on e.id = m.event_id
        where m.user_id = ${userId} and m.role = 'leader'`,
  );
  for (const { team_id, archived } of led) {
    await tx.execute(sql`select id from teams where id = ${team_id} for update`);
    const [next] = await rows<{ user_id: number }>(tx, nextLeaderQuery(team_id, userId));
    if (next) {
      await tx.execute(sql`update team_members set role = 'member' where team_id = ${team_id} and user_id = ${userId}`);
      await tx.execute(
        sql`update team_members set role = 'leader' where team_id = ${team_id} and user_id = ${next.user_id}`,
      );
    } else if (!archived) {
      await tx.execute(sql`update teams set status = 'withdrawn', updated_at = now() where id = ${team_id}`);
    }
    // An archived edition's lone team keeps its status: its results are the archive's (DESIGN D13).
  }
}

/** Who leads a team after `userId`: the longest-standing other member (joined first), erased people never. */
export const nextLeaderQuery = (teamId: number, userId: number) =>
  sql`select m.user_id, u.name from team_members m join users u on u.id = m.user_id
      where m.team_id = ${teamId} and m.user_id <> ${userId} and u.erased_at is null
      order by m.joined desc, m.joined_at, m.user_id limit 1`;

/** Everything outside the users row that holds the person's address, name or phone, or acts for them. */
async function eraseTraces(tx: Tx, p: Person, name: string, email: string) {
  const id = p.id;
  const lower = p.email.toLowerCase();
  // Signed out everywhere; no way back in by a link; no pending deletion left to run.
  for (const table of ['sessions', 'password_resets', 'sign_in_links', 'login_devices', 'account_deletions'])
    await tx.execute(sql`delete from ${sql.identifier(table)} where user_id = ${id}`);
  // Find-a-team: the profile, their requests and blocks (theirs and of them).
  await tx.execute(sql`delete from find_team_profiles where user_id = ${id}`);
  await tx.execute(sql`delete from team_requests where user_id = ${id}`);
  await tx.execute(sql`update team_requests set created_by = null where created_by = ${id}`);
  await tx.execute(sql`delete from find_team_blocks where user_id = ${id} or blocked_user_id = ${id}`);
  // Invitations to them: pending ones go, accepted ones keep the team's history under the erased address.
  await tx.execute(sql`delete from invitations where lower(email) = ${lower} and accepted_at is null`);
  await tx.execute(sql`update invitations set email = ${email} where lower(email) = ${lower}`);
  await tx.execute(sql`update judge_invitations set email = ${email} where user_id = ${id} or lower(email) = ${lower}`);
  // Messages they wrote through the contact and support forms; voting links; ballots stay counted.
  await tx.execute(sql`delete from messages where lower(email) = ${lower}`);
  await tx.execute(sql`delete from voter_verifications where lower(email) = ${canonicalEmail(p.email)}
                         or lower(email) = ${lower}`);
  await tx.execute(sql`update ballots set canonical_email = ${email} || '#' || id, ip = null, device_hash = null
                       where user_id = ${id} or canonical_email = ${canonicalEmail(p.email)}`);
  // A mentor's contact details; a minor's guardian.
  await tx.execute(
    sql`update mentors set affiliation = '', video_url = null, discord_handle = null where user_id = ${id}`,
  );
  await tx.execute(sql`update consents set guardian_name = null, guardian_email = null where user_id = ${id}`);
  // No more emails: everything addressed to them goes (queued or sent: the outbox is also a mail log).
  await tx.execute(sql`delete from outbox_emails where lower("to") = ${lower}`);
  // Their name or address in other people's emails and in the audit log's details becomes the pseudonym.
  const swaps: [string, string][] = [
    [p.email, email],
    [p.name, name],
    ...(p.phone ? ([[p.phone, '']] as [string, string][]) : []),
  ];
  for (const [from, to] of swaps) {
    if (from.trim().length < 2) continue;
    await tx.execute(sql`update outbox_emails
      set subject = replace(subject, ${from}, ${to}), text = replace(text, ${from}, ${to}),
          html = replace(html, ${from}, ${to})
      where strpos(subject, ${from}) > 0 or strpos(text, ${from}) > 0 or strpos(coalesce(html, ''), ${from}) > 0`);
    // An email's HTML holds the text escaped ("O'Brien & Co" as "O&#39;Brien &amp; Co"): that form goes too.
    const [fromHtml, toHtml] = [escapeHtml(from), escapeHtml(to)];
    if (fromHtml !== from)
      await tx.execute(sql`update outbox_emails set html = replace(html, ${fromHtml}, ${toHtml})
        where strpos(coalesce(html, ''), ${fromHtml}) > 0`);
    await tx.execute(sql`update audit_log set data = replace(data::text, ${inJson(from)}, ${inJson(to)})::jsonb
      where strpos(data::text, ${inJson(from)}) > 0`);
  }
}

/** The job's pass: erases every account whose grace period is over. Answers how many it erased. */
export async function eraseDue(db: Db, at: Date): Promise<number> {
  const due = await rows<{ user_id: number }>(
    db,
    sql`select user_id from account_deletions where erases_at is not null and erases_at <= ${at.toISOString()}::timestamptz
        order by erases_at limit 50`,
  );
  let erased = 0;
  for (const { user_id } of due) {
    try {
      if (await eraseAccount(db, user_id, { requireDue: at, by: 'self' })) erased++;
    } catch (err) {
      // The only admin left keeps their pending deletion until someone else is made an admin.
      if (!(err instanceof AppError && err.message === PRIVACY_MESSAGES.lastAdmin)) throw err;
    }
  }
  return erased;
}
