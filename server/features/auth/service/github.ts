// GitHub sign-in through arctic. A GitHub user becomes (or is matched to) a user without a team
// (DESIGN D7); their dashboard then offers Create Team and Join Team.
import { GitHub, generateState } from 'arctic';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { createSession } from './sessions';
import { uniqueUsername } from './usernames';

export function githubClient(cfg: { clientId: string; clientSecret: string }, publicUrl: string) {
  return new GitHub(cfg.clientId, cfg.clientSecret, `${publicUrl}/api/auth/github/callback`);
}

export function githubAuthorizationUrl(client: GitHub) {
  const state = generateState();
  return { state, url: client.createAuthorizationURL(state, ['read:user', 'user:email']) };
}

interface GithubProfile {
  id: number;
  login: string;
  name: string | null;
  email: string | null;
}

async function fetchProfile(accessToken: string): Promise<GithubProfile & { email: string }> {
  const headers = {
    Authorization: `Bearer ${accessToken}`,
    'User-Agent': 'hackathon-platform',
    Accept: 'application/vnd.github+json',
  };
  const profile = (await (await fetch('https://api.github.com/user', { headers })).json()) as GithubProfile;
  let email = profile.email;
  if (!email) {
    const emails = (await (await fetch('https://api.github.com/user/emails', { headers })).json()) as {
      email: string;
      primary: boolean;
      verified: boolean;
    }[];
    email = emails.find((e) => e.primary && e.verified)?.email ?? emails.find((e) => e.verified)?.email ?? null;
  }
  if (!email) throw new Error('GitHub account has no verified email');
  return { ...profile, email };
}

/** Exchanges the code, finds or creates the user, and opens a session. */
export async function completeGithubLogin(db: Db, client: GitHub, code: string, ttlMs: number): Promise<string> {
  const tokens = await client.validateAuthorizationCode(code);
  const profile = await fetchProfile(tokens.accessToken());
  const githubId = String(profile.id);
  return db.transaction(async (tx) => {
    const [byGithub] = await tx.select({ id: users.id }).from(users).where(eq(users.githubId, githubId)).limit(1);
    let userId = byGithub?.id;
    if (!userId) {
      const [byEmail] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${profile.email.toLowerCase()}`)
        .limit(1);
      if (byEmail) {
        userId = byEmail.id;
        await tx.update(users).set({ githubId }).where(eq(users.id, userId));
      } else {
        const username = await uniqueUsername(tx, profile.login);
        const [created] = await tx
          .insert(users)
          .values({
            name: profile.name ?? profile.login,
            email: profile.email,
            username,
            githubId,
            role: 'team',
            status: 'active',
          })
          .returning({ id: users.id });
        userId = created!.id;
      }
    }
    return createSession(tx, userId, ttlMs);
  });
}
