// Invitation tokens (DESIGN D6): a 256-bit random token goes into the emailed link, only its SHA-256 is
// stored, and it is valid for seven days. Used by registration (members) and by the dashboard's Invite.
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

export async function issueInvitation(
  tx: Tx,
  opts: {
    teamId: number;
    teamName: string;
    email: string;
    inviteeName?: string | null;
    inviterName: string;
    invitedBy: number | null;
    publicUrl: string;
  },
): Promise<IssuedInvitation> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
  const [row] = await tx
    .insert(invitations)
    .values({ teamId: opts.teamId, email: opts.email, tokenHash: sha256(token), invitedBy: opts.invitedBy, expiresAt })
    .returning({ id: invitations.id });
  const link = `${opts.publicUrl}/invite/${token}`;
  const mail = composeEmail(opts.email, `You're invited to join ${opts.teamName}`, [
    `Hi${opts.inviteeName ? ` ${opts.inviteeName}` : ''},`,
    `${opts.inviterName} invited you to join the team "${opts.teamName}" for the hackathon.`,
    'Open this link to set your name and password and join the team:',
    link,
    `The link is valid for 7 days (until ${expiresAt.toUTCString()}). If you did not expect this email, you can ignore it.`,
  ]);
  return { id: row!.id, email: opts.email, expiresAt, mail };
}
