// How well a person and a team fit, with the reasons said in words (the board explains each suggestion).
// Three signals, as organizers match people by hand: skills the team asked for or lacks, a challenge
// both want, and waking hours they share.
import { formatUtcOffset } from '@shared/schemas/find-team';

export interface PersonSide {
  skills: string[];
  problemIds: number[];
  utcOffset: number;
}

export interface TeamSide {
  skillsWanted: string[];
  /** Skills its members bring (from their own profiles). */
  teamSkills: string[];
  problemId: number | null;
  problemTitle: string | null;
  /** The members' time zones, where known. */
  utcOffsets: number[];
}

/** Hours a day people are assumed to be awake and working (07:00 to 23:00 local). */
const WAKING_HOURS = 16;

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** Hours of waking time two offsets share: 16 at the same offset, 4 at the most distant (12 hours apart). */
export function sharedWakingHours(a: number, b: number): number {
  let diff = Math.abs(a - b) / 60;
  if (diff > 12) diff = 24 - diff; // the clock wraps: UTC+12 and UTC−11 are an hour apart
  return Math.max(0, WAKING_HOURS - diff);
}

export function scoreMatch(person: PersonSide, team: TeamSide): { score: number; reasons: string[] } {
  const reasons: string[] = [];
  let score = 0;

  const wanted = person.skills.filter((s) => team.skillsWanted.includes(s));
  const fresh = person.skills.filter((s) => !team.skillsWanted.includes(s) && !team.teamSkills.includes(s));
  if (wanted.length) {
    score += 3 * wanted.length;
    reasons.push(`Brings ${list(wanted)}, which the team is looking for`);
  }
  if (fresh.length && team.teamSkills.length) {
    score += 1.5 * fresh.length;
    reasons.push(`Adds ${list(fresh)}, which nobody in the team has yet`);
  }

  if (team.problemId !== null && person.problemIds.includes(team.problemId)) {
    score += 4;
    reasons.push(`Both want to work on ${team.problemTitle ?? 'the same challenge'}`);
  }

  if (team.utcOffsets.length) {
    const hours = Math.min(...team.utcOffsets.map((o) => sharedWakingHours(person.utcOffset, o)));
    score += hours / 4;
    if (hours === WAKING_HOURS) reasons.push(`Same time zone (${formatUtcOffset(person.utcOffset)})`);
    else if (hours >= 10) reasons.push(`Time zones close: about ${Math.round(hours)} waking hours in common`);
    else if (hours > 0) reasons.push(`Only about ${Math.round(hours)} waking hours in common`);
  }
  return { score: Math.round(score * 10) / 10, reasons };
}
