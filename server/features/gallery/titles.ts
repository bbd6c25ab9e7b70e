// What a gallery card and a project page call a project, and what its prizes are called.
//
// A submission has no title field of its own (the submit form asks for a repository, a description and a
// tech stack). The repository's name is what teams name their project after ("sign-bridge" → "Sign
// Bridge"), so the title is that name made readable; a repository name that says nothing (a bare
// "project", "hackathon", "repo-1a2b") or none at all falls back to the team's name.
import type { Prize } from '@shared/schemas/event-settings';

const GENERIC =
  /^(?:app|code|demo|hack|hackathon|main|mvp|project|prototype|repo|src|submission)(?:[-_ ]?[0-9a-f]*)?$/i;

export function projectTitle(githubUrl: string, teamName: string): string {
  let name: string;
  try {
    const parts = new URL(githubUrl).pathname.split('/').filter(Boolean);
    name = (parts[1] ?? '').replace(/\.git$/i, '');
  } catch {
    name = '';
  }
  if (!name || GENERIC.test(name)) return teamName;
  return name
    .split(/[-_.\s]+/)
    .filter(Boolean)
    .map((w) => (w === w.toLowerCase() ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');
}

/** The card's short description: the first sentences, up to about 200 characters. */
export function summaryOf(description: string): string {
  const text = description.replace(/\s+/g, ' ').trim();
  if (text.length <= 200) return text;
  const cut = text.slice(0, 200);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '));
  return end > 80 ? cut.slice(0, end + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/** One winner row of a project, as the list and the page read it. */
export interface WonPlace {
  prizeId: string | null;
  scope: 'overall' | 'challenge' | 'track' | 'special';
  place: number;
  problemId: number | null;
  problemTitle: string | null;
}

const ordinal = (n: number) => {
  const s = ['th', 'st', 'nd', 'rd'];
  const v = n % 100;
  return `${n}${s[(v - 20) % 10] ?? s[v] ?? s[0]}`;
};

/**
 * The filter's key of a place: the prize's id in the edition's list; places announced before prizes fed
 * the winners (no prize id, e.g. last year's) by their scope and place.
 */
export function prizeKey(w: WonPlace): string {
  if (w.prizeId) return w.prizeId;
  return w.scope === 'overall' ? `place-${w.place}` : `challenge-${w.problemId ?? 0}-${w.place}`;
}

/** The badge: the prize's title (with the place when it has several), or the place itself. */
export function prizeName(w: WonPlace, prizes: Map<string, Prize>): string {
  const prize = w.prizeId ? prizes.get(w.prizeId) : undefined;
  if (prize) return prize.places > 1 ? `${prize.title} (${ordinal(w.place)})` : prize.title;
  if (w.scope === 'overall') return `${ordinal(w.place)} place`;
  return `${ordinal(w.place)} place, ${w.problemTitle ?? 'Other'}`;
}

/** A prize key as the filter's SQL needs it. */
export function parsePrizeKey(key: string):
  | { kind: 'any' }
  | { kind: 'place'; place: number }
  | { kind: 'challenge'; problemId: number; place: number }
  | {
      kind: 'prize';
      id: string;
    } {
  if (key === 'any') return { kind: 'any' };
  let m = /^place-(\d{1,3})$/.exec(key);
  if (m) return { kind: 'place', place: Number(m[1]) };
  m = /^challenge-(\d{1,9})-(\d{1,3})$/.exec(key);
  if (m) return { kind: 'challenge', problemId: Number(m[1]), place: Number(m[2]) };
  return { kind: 'prize', id: key };
}
