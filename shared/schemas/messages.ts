// Contact and support forms (spec §2 Contact, Support; DESIGN D3: validated, stored, emailed to the
// organizers). The same schemas validate the pages' forms and POST /api/contact, POST /api/support.
import { z } from 'zod';
import { pageOf, pageQuerySchema } from './common';
import { editionQuerySchema } from './events';
import { emailField, FIELD_LIMITS, FIELD_MESSAGES, personNameField } from './fields';

export const MESSAGE_LIMITS = {
  nameMax: FIELD_LIMITS.personNameMax,
  emailMax: FIELD_LIMITS.emailMax,
  messageMin: 10,
  messageMax: 5000,
} as const;

export const MESSAGE_TEXT = {
  name: FIELD_MESSAGES.personName,
  nameMax: FIELD_MESSAGES.personNameMax,
  email: FIELD_MESSAGES.email,
  message: 'Message must be at least 10 characters',
  messageMax: 'Message cannot exceed 5000 characters',
  subject: 'Please select a subject',
} as const;

export const SUPPORT_SUBJECTS = ['registration', 'technical', 'submission', 'general'] as const;
export type SupportSubject = (typeof SUPPORT_SUBJECTS)[number];
export const SUPPORT_SUBJECT_LABELS: Record<SupportSubject, string> = {
  registration: 'Registration',
  technical: 'Technical issue',
  submission: 'Submission',
  general: 'General question',
};

const name = personNameField;
const email = emailField;
const message = z
  .string()
  .trim()
  .min(MESSAGE_LIMITS.messageMin, { error: MESSAGE_TEXT.message })
  .max(MESSAGE_LIMITS.messageMax, { error: MESSAGE_TEXT.messageMax });

/** Contact form (spec §3: name, email, message). */
export const contactMessageSchema = z.object({ name, email, message });
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

/** Support form: the contact fields and a subject (registration, technical, submission, general). */
export const supportMessageSchema = z.object({
  name,
  email,
  subject: z.enum(SUPPORT_SUBJECTS, { error: MESSAGE_TEXT.subject }),
  message,
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;
export type SupportMessageInput = z.input<typeof supportMessageSchema>;

export const messageReceiptSchema = z.object({ ok: z.literal(true), id: z.number().int() });
export type MessageReceipt = z.infer<typeof messageReceiptSchema>;

/** Per IP, each form: enough for a person, too few for a spammer. */
export const MESSAGE_RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;

// ----- the admin's Inbox (spec §7) -----

const isoDate = z.string();

export const MESSAGE_KINDS = ['contact', 'support'] as const;
export const messageListQuerySchema = pageQuerySchema.extend({
  ...editionQuerySchema.shape,
  kind: z.enum(MESSAGE_KINDS).optional(),
  handled: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type MessageListQuery = z.input<typeof messageListQuerySchema>;
export const inboxMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  name: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  handled: z.boolean(),
  createdAt: isoDate,
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;
export const messagePageSchema = pageOf(inboxMessageSchema);
export type MessagePage = z.infer<typeof messagePageSchema>;
export const markHandledSchema = z.object({ handled: z.boolean() });
