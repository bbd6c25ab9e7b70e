// Unpublishing winners (issue 24): an admin takes published winners off the public pages, with a reason
// (required, audit-logged with the winners before and after). Announcing again publishes anew.
import { z } from 'zod';

export const UNPUBLISH_MESSAGES = {
  reason: 'Please say why the winners are unpublished',
  notPublished: 'The winners are not published',
} as const;

/** POST /api/admin/winners/unpublish */
export const unpublishWinnersSchema = z.object({
  reason: z.string().trim().min(1, { error: UNPUBLISH_MESSAGES.reason }).max(500),
});
export type UnpublishWinners = z.infer<typeof unpublishWinnersSchema>;

export const unpublishWinnersResponseSchema = z.object({
  /** When they had been published. */
  publishedAt: z.string(),
  unpublishedAt: z.string(),
});
export type UnpublishWinnersResponse = z.infer<typeof unpublishWinnersResponseSchema>;
