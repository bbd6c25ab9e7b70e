// Mentors on call (issue 34): the `help.*` live messages on /ws, each only to whom it concerns.
import { z } from 'zod';
import { id } from './mentoring-fields';
import { HELP_STATUSES } from './mentoring-requests';

export const HELP_LIVE_TYPES = [
  'help.created',
  'help.claimed',
  'help.released',
  'help.handed_off',
  'help.resolved',
  'help.cancelled',
  'help.rated',
  /** Positions in the queue moved: waiting teams refetch their estimate. */
  'help.queue',
] as const;
export type HelpLiveType = (typeof HELP_LIVE_TYPES)[number];

/**
 * What a `help.*` message carries: ids and states, no request text (the screens refetch what they show).
 * The requester's team gets its own request's messages; the edition's mentors and admins the queue's.
 */
export const helpLiveMessageSchema = z.looseObject({
  type: z.enum(HELP_LIVE_TYPES),
  timestamp: z.string(),
  eventId: id,
  requestId: id.nullable(),
  status: z.enum(HELP_STATUSES).nullable(),
  teamId: id.nullable(),
  mentorId: id.nullable(),
  mentorName: z.string().nullable(),
  message: z.string().optional(),
});
export type HelpLiveMessage = z.infer<typeof helpLiveMessageSchema>;
export const isHelpLiveType = (type: string): type is HelpLiveType =>
  (HELP_LIVE_TYPES as readonly string[]).includes(type);
