// Which repositories the server reads, and at which address (issue 33). Production reads only public
// GitHub repositories over HTTPS: `https://github.com/<owner>/<repo>` in any of the forms people paste
// (`.git`, a trailing slash, `/tree/<branch>`, `www.`), never a URL with credentials in it, never
// another host (the server would otherwise fetch whatever address a team typed: an internal service,
// a metadata endpoint). Tests serve bare repositories on loopback: PIN_ALLOWED_HOSTS (refused in
// production by config.ts) names those `host:port`s, read over plain http.

export interface RepoPolicy {
  /** Test servers only: loopback `host:port`s whose http URLs may be read. */
  allowedHosts: string[];
}

export type RepoAddress =
  | {
      ok: true;
      /** What git reads. */ remote: string;
      /** The repository's page; `/tree/<sha>` is appended. */ web: string;
    }
  | { ok: false; error: string };

const NAME = /^[A-Za-z0-9._-]{1,100}$/;
export const NOT_GITHUB = 'Only public GitHub repositories (https://github.com/owner/repository) are read';

export function repoAddress(raw: string, policy: RepoPolicy): RepoAddress {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, error: NOT_GITHUB };
  }
  if (url.username || url.password) return { ok: false, error: NOT_GITHUB };
  if (url.protocol === 'http:' && policy.allowedHosts.includes(url.host)) {
    const path = url.pathname.replace(/\/+$/, '');
    if (!path || path === '/') return { ok: false, error: NOT_GITHUB };
    const base = `http://${url.host}${path}`;
    return { ok: true, remote: base, web: base.replace(/\.git$/, '') };
  }
  const host = url.hostname.toLowerCase();
  if (url.protocol !== 'https:' || (host !== 'github.com' && host !== 'www.github.com') || url.port)
    return { ok: false, error: NOT_GITHUB };
  const [owner, repoPart] = url.pathname.split('/').filter(Boolean);
  const repo = repoPart?.replace(/\.git$/i, '');
  if (!owner || !repo || !NAME.test(owner) || !NAME.test(repo) || repo === '.' || repo === '..')
    return { ok: false, error: NOT_GITHUB };
  const web = `https://github.com/${owner}/${repo}`;
  return { ok: true, remote: `${web}.git`, web };
}

/** The link to the pinned commit: `<repository page>/tree/<sha>`; null without a sha or a readable address. */
export function commitUrl(raw: string, sha: string | null, policy: RepoPolicy): string | null {
  if (!sha) return null;
  const address = repoAddress(raw, policy);
  return address.ok ? `${address.web}/tree/${sha}` : null;
}
