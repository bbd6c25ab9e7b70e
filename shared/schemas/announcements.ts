// Announcements (issue 5 'Send Announcement'): the admin's form, the team dashboards' list and the
// progress of the emails to a large audience.
import { z } from 'zod';
import { emailDeliveryField } from './common';
import { editionQuerySchema } from './events';
import { requiredMessageField } from './fields';

/**
 * Who an announcement is for. 'everyone' leaves out the people of rejected teams (issue 31: they were
 * told no; news for the participants is not for them), who are told only when chosen ('rejected').
 */
export const ANNOUNCEMENT_AUDIENCES = ['everyone', 'approved', 'pending', 'no_team', 'rejected'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];
export const AUDIENCE_LABELS: Record<AnnouncementAudience, string> = {
  everyone: 'Everyone (but rejected teams)',
  approved: 'Approved teams',
  pending: 'Pending teams',
  no_team: 'People without a team',
  rejected: 'Rejected teams',
};

/** The refusal of an announcement whose audience is nobody (its 'Confirm and Send to 0'). */
export const EMPTY_AUDIENCE = 'Nobody is in this audience: choose another one';

/** Kept small enough to travel in one live message (PostgreSQL NOTIFY payloads are limited). */
export const ANNOUNCEMENT_LIMITS = { titleMax: 120, messageMax: 2000 } as const;

export const createAnnouncementSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: 'Please enter a title' })
    .max(ANNOUNCEMENT_LIMITS.titleMax, { error: 'Title cannot exceed 120 characters' }),
  message: requiredMessageField.max(ANNOUNCEMENT_LIMITS.messageMax, { error: 'Message cannot exceed 2000 characters' }),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES, { error: 'Please choose an audience' }),
});
export type CreateAnnouncement = z.infer<typeof createAnnouncementSchema>;

export const announcementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  /** The author's name. */
  sender: z.string(),
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementListQuerySchema = z.object({
  /** Admins only: another edition's announcements (the current edition's by default). */
  ...editionQuerySchema.shape,
  /** Only announcements after this instant (the live client's catch-up after a reconnect). */
  since: z.iso.datetime({ offset: true, error: 'since must be an ISO date-time' }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const announcementListSchema = z.object({ items: z.array(announcementSchema) });
export type AnnouncementList = z.infer<typeof announcementListSchema>;

/** The emailing job of one announcement: one outbox row per recipient, written in batches. */
export const announcementJobSchema = z.object({
  id: z.number().int(),
  recipientTotal: z.number().int(),
  recipientsQueued: z.number().int(),
  done: z.boolean(),
});
export type AnnouncementJob = z.infer<typeof announcementJobSchema>;

export const createAnnouncementResponseSchema = z.object({
  announcement: announcementSchema,
  job: announcementJobSchema,
  /** Whether its emails go out or wait in the Outbox (shared/email-delivery.ts). */
  emailDelivery: emailDeliveryField,
});
export type CreateAnnouncementResponse = z.infer<typeof createAnnouncementResponseSchema>;

/** How many people an announcement to this audience would email (the dialog's confirm step). */
export const audienceCountQuerySchema = z.object({
  ...editionQuerySchema.shape,
  /** Everyone unless named, as the dialog opens. */
  audience: z.enum(ANNOUNCEMENT_AUDIENCES).default('everyone'),
});
export const audienceCountSchema = z.object({ count: z.number().int() });
