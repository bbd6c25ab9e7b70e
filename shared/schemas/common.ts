import { z } from 'zod';
import { EMAIL_DELIVERIES } from '../email-delivery';
import { idParamField } from './fields';

/** Every error answer of the API (DESIGN §5). */
export const errorResponseSchema = z.object({
  error: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  /** Facts a client needs to act on the error (a 409 on a stale version: who saved, when, which version). */
  details: z.record(z.string(), z.unknown()).optional(),
  /** A sign-in refused by a guessing attack's limit despite the right password: a link can be emailed. */
  signInLink: z.literal(true).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const okSchema = z.object({ ok: z.literal(true) });

/**
 * Carried by the answer of every action that emails someone: whether that email is on its way or waits in
 * the Outbox (no SMTP, or SMTP failing), so no page claims an email was sent when it was not. One fact of
 * the whole server, never of an account. Its words: shared/email-delivery.ts.
 */
export const emailDeliveryField = z.enum(EMAIL_DELIVERIES);

export const idParamsSchema = z.object({ id: idParamField });

/** Query of every paginated admin list. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(200).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    /**
     * True when the list stopped counting at `total` (an admin search of one or two characters that
     * matches more: decision 0006): at least `total` rows match, and pages go on past it.
     */
    totalCapped: z.literal(true).optional(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
