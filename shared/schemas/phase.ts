// The edition's phase as organizers see and set it (issue "The calendar drives the product"):
// GET /api/admin/events/{slug}/phase shows the phase, whether the dates or an override decide it, and
// the dates that do; POST sets or clears the override, which must be confirmed.
import { z } from 'zod';
import { PHASES } from '../phases';

export const PHASE_MESSAGES = {
  confirm: 'Changing the phase must be confirmed: send confirm: true',
  phase: `Choose one of ${PHASES.join(', ')}, or null to follow the dates`,
} as const;

/** POST /api/admin/events/{slug}/phase. `version`, when sent, refuses a change over a newer save (409). */
export const setPhaseSchema = z.object({
  phase: z.enum(PHASES, { error: PHASE_MESSAGES.phase }).nullable(),
  confirm: z.literal(true, { error: PHASE_MESSAGES.confirm }),
  version: z.number().int().positive().optional(),
});
export type SetPhase = z.infer<typeof setPhaseSchema>;

export const phaseStatusSchema = z.object({
  slug: z.string(),
  name: z.string(),
  timeZone: z.string(),
  /** The phase in force: the override when set, else the dates'. */
  phase: z.enum(PHASES),
  /** The phase the dates alone give at the server's clock. */
  datesPhase: z.enum(PHASES),
  override: z.enum(PHASES).nullable(),
  version: z.number().int(),
  /** The dates that decide the phase (ISO). */
  dates: z.object({
    registrationOpensAt: z.string(),
    startsAt: z.string(),
    submissionOpensAt: z.string(),
    submissionDeadline: z.string(),
    submissionClosesAt: z.string(),
    graceMinutes: z.number().int(),
    winnersAnnouncedAt: z.string(),
    winnersPublishedAt: z.string().nullable(),
    /** The calendar's judging window, when set. */
    judgingOpensAt: z.string().nullable(),
    judgingClosesAt: z.string().nullable(),
  }),
  /** What the submission gate allows now, in the words teams see. */
  submissions: z.object({ open: z.boolean(), line: z.string() }),
  /**
   * Every gate of the edition now (shared/edition-gates.ts), with its refusal in the words the API
   * answers; judging as the calendar allows it once judging is opened.
   */
  gates: z.array(z.object({ gate: z.string(), label: z.string(), open: z.boolean(), message: z.string().nullable() })),
  serverNow: z.string(),
  updatedAt: z.string(),
});
export type PhaseStatus = z.infer<typeof phaseStatusSchema>;
