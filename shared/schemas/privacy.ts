// People own their data (issue 35, DESIGN D19): the export of everything the platform holds about a
// person, the deletion of an account (a 7-day grace period, then erasure under a pseudonym), consent on
// record (which terms/privacy version each person accepted), and each edition's retention of personal data.
// One schema per contract, read by the server's routes and the client's pages alike.
//
// Routes (all JSON unless said; {slug} is an edition's address, {id} a user id):
//   GET    /api/me/export                         → dataExportSchema (the JSON document, `account.email` among it)
//   GET    /api/me/export.html                    → text/html, the same document as a readable page
//   GET    /api/me/deletion                       → deletionStatusSchema (what happens, and when, if pending)
//   POST   /api/me/deletion                       requestDeletionSchema ({ password? }) → 202 deletionRequestedSchema
//            with a password: { erasesAt } at once; an account without a password: { erasesAt: null, emailed: true }
//            and a link by email (/delete-account?token=…) that confirms it
//   POST   /api/me/deletion/confirm               confirmDeletionSchema ({ token }, public: the link proves the mailbox) → 202 deletionRequestedSchema
//   DELETE /api/me/deletion                       → 200 deletionStatusSchema (erasesAt: null): cancelled
//            (signing in during the grace period cancels it too)
//   GET    /api/me/consents                       → consentsSchema (records, and the documents to accept now)
//   POST   /api/me/consents                       acceptConsentSchema → 201 consentsSchema
//   POST   /api/admin/users/{id}/erase            → 200 eraseResponseSchema (the same erasure, now; audited)
//   GET    /api/admin/users/{id}/export           → dataExportSchema (on the person's behalf; audited)
//   GET    /api/admin/events/{slug}/retention     → retentionPreviewSchema (what will go, and when)
//   PUT    /api/admin/events/{slug}/retention     retentionSettingSchema → retentionPreviewSchema
import { z } from 'zod';
import { paths } from '../paths';

/** The grace period between a request to delete an account and its erasure. */
export const DELETION_GRACE_DAYS = 7;
/** The page an emailed deletion link opens (`?token=…`); it posts the token to /api/me/deletion/confirm. */
export const DELETION_CONFIRM_PATH = paths.deleteAccount;
/** How long an emailed deletion link works. */
export const DELETION_LINK_HOURS = 24;
/** Months after the results (winners announced) an edition's personal data is kept, unless set otherwise. */
export const RETENTION_DEFAULT_MONTHS = 12;
export const RETENTION_MAX_MONTHS = 120;
/** The name an erased person is shown by, N stable for that person (teams, judging and history keep it). */
export const PSEUDONYM_PREFIX = 'Former participant';
export const pseudonym = (n: number) => `${PSEUDONYM_PREFIX} ${n}`;

export const PRIVACY_MESSAGES = {
  passwordRequired: 'Enter your password to delete your account',
  wrongPassword: 'That password is not right',
  linkInvalid: 'This link is invalid or has expired',
  alreadyErased: 'This account has already been erased',
  noPending: 'No deletion is pending',
  selfErase: 'Use Delete my account on your profile to erase your own account',
  lastAdmin: 'You are the only active admin: make someone else an admin first, so the platform keeps an owner',
  retentionMonths: `Enter a whole number of months from 1 to ${RETENTION_MAX_MONTHS}`,
  consentVersion: 'That version is not the current one: reload the page and read it again',
} as const;

const iso = z.string();

// ---- Export ---------------------------------------------------------------------------------------

const membershipExport = z.object({
  edition: z.object({ slug: z.string(), name: z.string() }),
  team: z.object({ id: z.number().int(), name: z.string(), status: z.string() }),
  role: z.enum(['leader', 'member']),
  joined: z.boolean(),
  joinedAt: iso,
  /** Names only: nothing else about other people. */
  teammates: z.array(z.string()),
});

export const dataExportSchema = z.object({
  /** When the document was made, and the schema's version of it. */
  exportedAt: iso,
  format: z.literal('hackathon-personal-data/1'),
  account: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    username: z.string(),
    role: z.string(),
    status: z.string(),
    gender: z.string().nullable(),
    phone: z.string().nullable(),
    githubLinked: z.boolean(),
    hasPassword: z.boolean(),
    createdAt: iso,
  }),
  memberships: z.array(membershipExport),
  /** Projects of the person's teams that they submitted or that their team holds. */
  submissions: z.array(z.record(z.string(), z.unknown())),
  /** Every other table that names the person, by table: rows as stored (secrets such as token hashes left out). */
  records: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
  consents: z.array(z.lazy(() => consentRecordSchema)),
  /** Sign-in history kept for security: sessions (started, last seen, expires) and recognised devices. */
  signIns: z.array(z.object({ startedAt: iso, lastSeenAt: iso, expiresAt: iso })),
  deletion: z.lazy(() => deletionStatusSchema),
});
export type DataExport = z.infer<typeof dataExportSchema>;

// ---- Deletion -------------------------------------------------------------------------------------

export const requestDeletionSchema = z.object({
  /** Required when the account has a password; an account without one gets a link by email instead. */
  password: z.string().max(200).optional(),
});
export type RequestDeletion = z.infer<typeof requestDeletionSchema>;

export const confirmDeletionSchema = z.object({ token: z.string().min(1).max(200) });

export const deletionRequestedSchema = z.object({
  /** When the account will be erased (ISO), or null while the emailed link waits to be followed. */
  erasesAt: iso.nullable(),
  /** True when a confirmation link was emailed (accounts without a password). */
  emailed: z.boolean(),
});
export type DeletionRequested = z.infer<typeof deletionRequestedSchema>;

/** One plain sentence per consequence, for the person's own teams (shown before and after the request). */
export const deletionConsequenceSchema = z.object({
  edition: z.string(),
  team: z.string(),
  /** 'handover': leadership goes to `newLeader`; 'withdrawn': the team is alone and withdrawn; 'stays': a member leaves a name behind. */
  effect: z.enum(['handover', 'withdrawn', 'stays']),
  newLeader: z.string().nullable(),
  statement: z.string(),
});

export const deletionStatusSchema = z.object({
  /** Pending erasure's date (ISO), or null when none is pending. */
  erasesAt: iso.nullable(),
  requestedAt: iso.nullable(),
  /** Whether the account proves the request with a password (otherwise: a link by email). */
  needsPassword: z.boolean(),
  /** What happens to each of their teams and projects. */
  what: z.array(deletionConsequenceSchema),
  /** What is erased and what stays, in plain words (the same for everyone). */
  summary: z.array(z.string()),
});
export type DeletionStatus = z.infer<typeof deletionStatusSchema>;

export const eraseResponseSchema = z.object({ ok: z.literal(true), pseudonym: z.string() });

// ---- Consent --------------------------------------------------------------------------------------

export const CONSENT_DOCUMENTS = ['terms', 'privacy'] as const;
export type ConsentDocument = (typeof CONSENT_DOCUMENTS)[number];

export const consentRecordSchema = z.object({
  edition: z.string(),
  document: z.enum(CONSENT_DOCUMENTS),
  version: z.number().int(),
  acceptedAt: iso,
  /** A minor's guardian who consented (the edition asks under its guardianConsentUnder age), or null. */
  guardianName: z.string().nullable(),
  guardianEmail: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

export const consentsSchema = z.object({
  records: z.array(consentRecordSchema),
  /** Documents of the current edition whose newer version the person must accept now (empty: nothing to ask). */
  pending: z.array(z.object({ edition: z.string(), document: z.enum(CONSENT_DOCUMENTS), version: z.number().int() })),
  /** The edition asks a guardian's consent of people under this age. */
  guardianConsentUnder: z.number().int().nullable(),
});
export type Consents = z.infer<typeof consentsSchema>;

export const acceptConsentSchema = z.object({
  document: z.enum(CONSENT_DOCUMENTS),
  /** The version the person read (a newer one answers 409). */
  version: z.number().int().min(1),
  guardianName: z.string().trim().min(1).max(100).optional(),
  guardianEmail: z.email().max(254).optional(),
});
export type AcceptConsent = z.infer<typeof acceptConsentSchema>;

// ---- Retention ------------------------------------------------------------------------------------

export const retentionSettingSchema = z.object({
  months: z
    .number({ error: PRIVACY_MESSAGES.retentionMonths })
    .int({ error: PRIVACY_MESSAGES.retentionMonths })
    .min(1, { error: PRIVACY_MESSAGES.retentionMonths })
    .max(RETENTION_MAX_MONTHS, { error: PRIVACY_MESSAGES.retentionMonths }),
});
export type RetentionSetting = z.infer<typeof retentionSettingSchema>;

export const retentionPreviewSchema = z.object({
  edition: z.string(),
  months: z.number().int(),
  /** The results' date the months count from (the edition's winners announcement). */
  resultsAt: iso,
  /** When the job erases (resultsAt + months), and when it did (null: not yet). */
  erasesAt: iso,
  erasedAt: iso.nullable(),
  /** What will go, counted now: one line per kind ({ what, count }). */
  erases: z.array(z.object({ what: z.string(), count: z.number().int() })),
  /** What stays, in plain words. */
  keeps: z.array(z.string()),
});
export type RetentionPreview = z.infer<typeof retentionPreviewSchema>;
