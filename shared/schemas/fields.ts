// Field schemas written once (issue 9 'Shared'): every form and route that takes a person's name, an
// email, a phone number, a team name, a password or a project URL composes these, so each validation
// message of spec §5 lives in exactly one place (FIELD_MESSAGES) and the contract files only refer to it.
import { z } from 'zod';
import { LIMITS } from '../constants';

export const FIELD_MESSAGES = {
  /** An update call that names no field to change. */
  nothingToChange: 'Nothing to change',
  /** Titles of organizer-edited entries (prizes, challenges). */
  titleRequired: 'Title is required',
  /** Stable ids and addresses (prize ids, challenge slugs, page entry ids). */
  slugFormat: 'Use lower-case letters, digits and hyphens',
  criterionName: 'Name the criterion',
  weightWhole: 'Weights are whole percentages',
  difficulty: 'Difficulty is 1 to 5',
  max500: 'At most 500 characters',
  personName: 'Name must be at least 2 characters',
  personNameMax: 'Name cannot exceed 100 characters',
  /** Registration, invitations, contact and support forms (spec §5 registration table). */
  email: 'Please enter a valid email',
  /** Login and forgot-password forms (spec §5 login form). */
  emailAddress: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  teamName: 'Team name must be at least 3 characters',
  teamNameMax: 'Team name cannot exceed 60 characters',
  password: 'Password must be at least 8 characters',
  passwordMax: 'Password cannot exceed 200 characters',
  passwordsMatch: 'Passwords do not match',
  url: 'Please enter a valid URL',
  githubUrl: 'URL must be a GitHub repository link',
  urlCharacters: 'A link cannot contain spaces, quotes, <, > or backticks',
  messageRequired: 'Please enter a message',
  /** An id the database cannot hold (int4): no such record can exist. */
  id: 'Invalid id: ids are whole numbers from 1 to 2147483647',
  /** Text PostgreSQL cannot store: a NUL character or half of a UTF-16 surrogate pair. */
  textNul: 'Text cannot contain NUL characters',
  textSurrogate: 'Text contains an invalid character (an unpaired UTF-16 surrogate)',
} as const;

/** Upper bounds of the shared fields (the lower bounds are spec §9 LIMITS). */
export const FIELD_LIMITS = {
  personNameMax: 100,
  /** RFC 5321's longest forward path. */
  emailMax: 254,
  phoneMax: 30,
  teamNameMax: 60,
  passwordMax: 200,
  urlMax: 500,
} as const;

// ----- ids and text any field may carry -----

/** The largest id of a serial (int4) column. */
export const INT4_MAX = 2_147_483_647;

/** A record id in a path parameter: 1 to INT4_MAX (a larger one would make PostgreSQL fail, not 404). */
export const idParamField = z.coerce
  .number()
  .int({ error: FIELD_MESSAGES.id })
  .min(1, { error: FIELD_MESSAGES.id })
  .max(INT4_MAX, { error: FIELD_MESSAGES.id });
/** A record id in a JSON body. */
export const idValueField = z
  .number()
  .int({ error: FIELD_MESSAGES.id })
  .min(1, { error: FIELD_MESSAGES.id })
  .max(INT4_MAX, { error: FIELD_MESSAGES.id });

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Why text cannot be stored, or null: PostgreSQL refuses NUL characters in text (22021) and UTF-8 has no
 * encoding of an unpaired surrogate (22P05 / a replacement character). The server applies this to every
 * string of every body, path and query (server/plugins/input-guard.ts), so no route can forget it.
 */
export function unstorableText(value: string): string | null {
  if (value.includes('\u0000')) return FIELD_MESSAGES.textNul;
  if (LONE_SURROGATE.test(value)) return FIELD_MESSAGES.textSurrogate;
  return null;
}

// ----- names -----

/** Trimmed, at least 2 characters. Without an upper bound: use personNameField unless a contract adds its own. */
export const personNameMinField = z.string().trim().min(LIMITS.personNameMin, { error: FIELD_MESSAGES.personName });
export const personNameField = personNameMinField.max(FIELD_LIMITS.personNameMax, {
  error: FIELD_MESSAGES.personNameMax,
});

/** Trimmed, at least 3 characters. Without an upper bound: use teamNameField unless a contract adds its own. */
export const teamNameMinField = z.string().trim().min(LIMITS.teamNameMin, { error: FIELD_MESSAGES.teamName });
export const teamNameField = teamNameMinField.max(FIELD_LIMITS.teamNameMax, { error: FIELD_MESSAGES.teamNameMax });

// ----- email -----

/** The address check alone (no trimming, no length bound), as the login form and POST /api/auth/register use it. */
export const emailFormat = z.email({ error: FIELD_MESSAGES.email });
export const emailAddressFormat = z.email({ error: FIELD_MESSAGES.emailAddress });

// Trim first, then check the trimmed text: an address pasted with a trailing space is accepted as typed.
const trimmedEmail = (error: string) =>
  z.string().trim().pipe(z.email({ error }).max(FIELD_LIMITS.emailMax, { error }));

/** One message (FIELD_MESSAGES.email) for anything that is not an address of at most 254 characters. */
export const emailField = trimmedEmail(FIELD_MESSAGES.email);
/** The same field with the login form's wording (forgot password). */
export const emailAddressField = trimmedEmail(FIELD_MESSAGES.emailAddress);

// ----- phone -----

/** Required: 10 to 30 characters once trimmed (spec §5 leader phone). */
export const phoneField = z
  .string()
  .trim()
  .min(LIMITS.phoneMin, { error: FIELD_MESSAGES.phone })
  .max(FIELD_LIMITS.phoneMax, { error: FIELD_MESSAGES.phone });
/** Optional in the profile: empty clears it, otherwise the same 10 to 30 characters. */
export const optionalPhoneField = z
  .string()
  .trim()
  .max(FIELD_LIMITS.phoneMax, { error: FIELD_MESSAGES.phone })
  .refine((v) => v === '' || v.length >= LIMITS.phoneMin, { error: FIELD_MESSAGES.phone });

// ----- passwords -----

/** At least 8 characters, never trimmed. Without an upper-bound message: use passwordField unless a contract adds its own. */
export const passwordMinField = z.string().min(LIMITS.resetPasswordMin, { error: FIELD_MESSAGES.password });
export const passwordField = passwordMinField.max(FIELD_LIMITS.passwordMax, { error: FIELD_MESSAGES.passwordMax });

/**
 * The check of a form that asks for a password twice: `.check(passwordsMatch('password'))` on an object that
 * has `password` (or the key given) and `confirmPassword`. The message goes under the confirmation input.
 */
export function passwordsMatch<K extends string>(key: K) {
  return z.refine<Record<K | 'confirmPassword', string>>((v) => v[key] === v.confirmPassword, {
    path: ['confirmPassword'],
    error: FIELD_MESSAGES.passwordsMatch,
  });
}

// ----- URLs -----

/** Characters a stored link never needs and that break out of an attribute or a Markdown link when shown. */
export const URL_UNSAFE_CHARACTERS = /[\s"'<>`]/;

function isGithubHost(url: string): boolean {
  try {
    const host = new URL(url).hostname.toLowerCase();
    return host === 'github.com' || host === 'www.github.com';
  } catch {
    return false;
  }
}

/**
 * The scheme and host in lower case (they are case-insensitive), everything else as typed: not the
 * URL parser's own serialisation, which would percent-encode the path and add a slash to a bare host.
 */
export function normaliseUrl(url: string): string {
  const m = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)([\s\S]*)$/i.exec(url);
  if (!m) return url;
  const [, scheme, authority, rest] = m as unknown as [string, string, string, string];
  const at = authority.lastIndexOf('@');
  return `${scheme.toLowerCase()}://${authority.slice(0, at + 1)}${authority.slice(at + 1).toLowerCase()}${rest}`;
}

/** A GitHub repository link as one spelling: also without trailing slashes or a `.git` ending. */
export function normaliseGithubUrl(url: string): string {
  const out = normaliseUrl(url);
  // Only a plain path: a query or a fragment keeps its text as typed.
  if (/[?#]/.test(out)) return out;
  return out
    .replace(/\/+$/, '')
    .replace(/\.git$/i, '')
    .replace(/\/+$/, '');
}

/**
 * THE builder of every stored link, participants' and organizers' alike (repository, demo, profile link,
 * the edition's Discord, sponsors, resources, challenge resources): trimmed, an http(s) URL of at most
 * 500 characters without a space, a quote, `<`, `>` or a backtick (FIELD_MESSAGES.urlCharacters: the URL
 * parser would percent-encode them, so the check reads the text as typed), optionally on github.com, then
 * normalised. `message` words the format error for a form that says it its own way ("Use an http(s)
 * link"); the rule is the same. zod runs the later checks after a failed format check too, so text that
 * is no URL at all answers several messages, the format message first (the one a form shows). No check
 * aborts, so a `z.union([z.literal(''), urlField()])` still answers this field's message rather than
 * "Invalid input".
 */
export function urlField(options: { github?: boolean; message?: string } = {}) {
  const message = options.message ?? FIELD_MESSAGES.url;
  const format = z.url({ protocol: /^https?$/, error: message }).max(FIELD_LIMITS.urlMax, { error: message });
  const safe = format.refine((v) => !URL_UNSAFE_CHARACTERS.test(v), { error: FIELD_MESSAGES.urlCharacters });
  const checked = options.github ? safe.refine(isGithubHost, { error: FIELD_MESSAGES.githubUrl }) : safe;
  // overwrite(), not transform(): a transform is a pipe, and a failed pipe counts as aborted, which
  // would turn the union's answer into "Invalid input".
  return z
    .string()
    .trim()
    .pipe(checked.overwrite(options.github ? normaliseGithubUrl : normaliseUrl));
}

/** An optional link: '' stands for none (the forms' empty input). */
export function optionalUrlField(options: { message?: string } = {}) {
  return z.union([z.literal(''), urlField(options)]);
}

/** Whether text is a link urlField() accepts (for fields that also take something else, such as a site path). */
export function isSafeHttpUrl(value: string): boolean {
  return urlField().safeParse(value).success;
}

/** An image uploaded to this site (/api/images/{hash}.{ext}): the logo, a sponsor's logo. */
export const uploadedImagePathField = z
  .string()
  .trim()
  .regex(/^\/api\/images\/[A-Za-z0-9._-]+$/, { error: 'Use an uploaded image or an http(s) address' });

/** Any http(s) link (the submission's demo link, a find-a-team profile link). */
export const httpUrlField = urlField();

/** A repository on github.com (the submission's GitHub Repository URL). */
export const githubUrlField = urlField({ github: true });

// ----- free text -----

/** A required message body, trimmed; each form adds its own upper bound and wording. */
export const requiredMessageField = z.string().trim().min(1, { error: FIELD_MESSAGES.messageRequired });

/** A moment with its offset, as every date of an edition is sent ("2027-01-30T20:30:00+05:30"). */
export const isoDateTime = z.iso.datetime({ offset: true, error: 'Use an ISO 8601 date and time' });
