// Invitation tokens (DESIGN D6): a 256-bit random token goes into the emailed link, only its SHA-256 is
// stored, and it is valid for seven days. Used by registration (members) and by the dashboard's Invite.
import { absoluteUrl, invitePath } from '@shared/paths';
import { invitations } from '../../../db/schema';
import type { Tx } from '../../../db/client';
import { randomToken, sha256 } from '../../../lib/crypto';
import { composeEmail, type OutgoingEmail } from '../../mail/index';

export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

export interface IssuedInvitation {
  id: number;
  email: string;
  expiresAt: Date;
  mail: OutgoingEmail;
}

interface InvitationFor {
  teamName: string;
  email: string;
  inviteeName?: string | null;
  inviterName: string;
  publicUrl: string;
}

/** An invitation's token hash, expiry and email, before it is stored (registration stores a team's at once). */
export function draftInvitation(opts: InvitationFor, now = Date.now()) {
  const token = randomToken();
  const expiresAt = new Date(now + INVITATION_TTL_MS);
  const link = absoluteUrl(opts.publicUrl, invitePath(token));
  const mailWith = (what: string) =>
    composeEmail(opts.email, `You're invited to join ${opts.teamName}`, [
      `Hi${opts.inviteeName ? ` ${opts.inviteeName}` : ''},`,
      `${opts.inviterName} invited you to join the team "${opts.teamName}" for the hackathon.`,
      what,
      link,
      `The link is valid for 7 days (until ${expiresAt.toUTCString()}). If you did not expect this email, you can ignore it.`,
    ]);
  return {
    email: opts.email,
    tokenHash: sha256(token),
    expiresAt,
    mail: mailWith('Open this link to set your name and password and join the team:'),
    // Someone who already has an account joins with it (accept-invitation.ts): nothing of it is set again.
    accountMail: mailWith(
      `You already have an account with this email: open this link and enter your password to join the team. Your account and its details stay as they are.`,
    ),
  };
}

export async function issueInvitation(
  tx: Tx,
  opts: InvitationFor & { teamId: number; invitedBy: number | null },
): Promise<IssuedInvitation> {
  const draft = draftInvitation(opts);
  const [row] = await tx
    .insert(invitations)
    .values({
      teamId: opts.teamId,
      email: opts.email,
      tokenHash: draft.tokenHash,
      invitedBy: opts.invitedBy,
      expiresAt: draft.expiresAt,
    })
    .returning({ id: invitations.id });
  return { id: row!.id, email: opts.email, expiresAt: draft.expiresAt, mail: draft.mail };
}
