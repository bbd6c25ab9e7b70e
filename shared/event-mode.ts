// Where an edition happens (issue 31: the hero said "online" for an event in Berlin): online, in person at
// the edition's city, or both. The hero's line of dates and the home page's description say it from here,
// so no page hard-codes the demo's "online". No zod: the public pages import this (shared/categories.ts).
import { formatDayInZone } from './zoned-time';

export const EVENT_MODES = ['online', 'in_person', 'hybrid'] as const;
export type EventMode = (typeof EVENT_MODES)[number];

/** How the Event area's Basics names each choice. */
export const EVENT_MODE_LABELS: Record<EventMode, string> = {
  online: 'Online',
  in_person: 'In person (in the city above)',
  hybrid: 'Online and in person',
};

interface Place {
  mode: EventMode;
  city: string;
}

/** The hero's word for the place, between the dates and the hours: "online", "Berlin", "online and in Berlin". */
export function placeLabel({ mode, city }: Place): string {
  if (mode === 'in_person') return city;
  if (mode === 'hybrid') return `online and in ${city}`;
  return 'online';
}

/** The page description's words: "an online hackathon", "a hackathon in Berlin", "a hackathon online and in Berlin". */
export function hackathonKind({ mode, city }: Place): string {
  if (mode === 'in_person') return `a hackathon in ${city}`;
  if (mode === 'hybrid') return `a hackathon online and in ${city}`;
  return 'an online hackathon';
}

/** What the home page's description reads of the edition (its public facts, or the server's row). */
export interface HomeFacts extends Place {
  name: string;
  startsAt: string;
  timeZone?: string;
  teamSizeMin: number;
  teamSizeMax: number;
  /** The prize pool as shared/prize-pool.ts writes it, '' when the edition names no amount. */
  totalPrize: string;
}

/**
 * The home page's description, one text for the server's first HTML of '/' (server/prerender-fill.ts, what
 * a search engine or a link preview reads) and the page the client draws: 'Climate Hack: a hackathon in
 * Berlin starting May 15, 2027. Form a team of 2 to 4, pick a challenge and compete for $10,000 in prizes.
 * Free to enter.'
 */
export function homeDescription(ev: HomeFacts): string {
  const day = formatDayInZone(ev.startsAt, ev.timeZone ?? 'UTC');
  const aim = ev.totalPrize ? `compete for ${ev.totalPrize} in prizes` : 'build with your team';
  return `${ev.name}: ${hackathonKind(ev)} starting ${day}. Form a team of ${ev.teamSizeMin} to ${ev.teamSizeMax}, pick a challenge and ${aim}. Free to enter.`;
}
