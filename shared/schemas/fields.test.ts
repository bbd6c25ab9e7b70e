// The shared fields and the contracts composed from them answer exactly what a person sees under an input:
// the spec §5 wording, on the trimmed value, at the same limits. (That each message is written once in
// shared/ is checked by server/test/shared-messages.test.ts, which reads the sources with node:fs.)
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { registerAccountSchema, loginFormSchema } from './auth';
import { sendEmailSchema } from './mail';
import { resetPasswordSchema as adminResetPasswordSchema } from './users';
import { createAnnouncementSchema } from './announcements';
import {
  emailAddressField,
  emailField,
  githubUrlField,
  httpUrlField,
  optionalPhoneField,
  passwordField,
  personNameField,
  phoneField,
  teamNameField,
} from './fields';
import { contactMessageSchema } from './messages';
import { forgotPasswordSchema, resetPasswordFormSchema } from './password-reset';
import { changePasswordFormSchema, updateProfileSchema } from './profile';
import { leaderSchema, memberSchema } from './registration';
import { submissionSchema } from './submissions';
import { acceptInvitationFormSchema, editTeamFormSchema, inviteRequestSchema, updateTeamSchema } from './teams';

/** The messages of a failed parse (in zod's order), or the parsed value. */
function outcome(schema: z.ZodType, input: unknown) {
  const r = schema.safeParse(input);
  return r.success ? { value: r.data } : { messages: r.error.issues.map((i) => i.message) };
}
/** Messages by field path, as a form shows them. */
function fieldMessages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const r = schema.safeParse(input);
  const out: Record<string, string[]> = {};
  for (const issue of r.success ? [] : r.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

const EMAIL = 'Please enter a valid email';
const EMAIL_ADDRESS = 'Please enter a valid email address';
const NAME_MIN = 'Name must be at least 2 characters';
const NAME_MAX = 'Name cannot exceed 100 characters';
const TEAM_MIN = 'Team name must be at least 3 characters';
const TEAM_MAX = 'Team name cannot exceed 60 characters';
const PHONE = 'Please enter a valid phone number';
const PASSWORD_MIN = 'Password must be at least 8 characters';
const PASSWORD_MAX = 'Password cannot exceed 200 characters';
const MISMATCH = 'Passwords do not match';
const URL = 'Please enter a valid URL';
const GITHUB = 'URL must be a GitHub repository link';
const URL_CHARACTERS = 'A link cannot contain spaces, quotes, <, > or backticks';

describe('emailField', () => {
  it('accepts an address and trims the spaces around it', () => {
    expect(outcome(emailField, '  ada@example.com ')).toEqual({ value: 'ada@example.com' });
  });
  it.each([['not-an-email'], [''], ['   '], ['ada@'], [`${'a'.repeat(250)}@b.co`]])('rejects %j', (input) => {
    expect(outcome(emailField, input)).toEqual({ messages: [EMAIL] });
  });
  it('counts the 254-character bound on the trimmed address', () => {
    const longest = `${'a'.repeat(248)}@b.co`;
    expect(outcome(emailField, ` ${longest} `)).toEqual({ value: longest });
  });
  it('the login wording is the same field with its own message', () => {
    expect(outcome(emailAddressField, ' ada@example.com ')).toEqual({ value: 'ada@example.com' });
    expect(outcome(emailAddressField, 'nope')).toEqual({ messages: [EMAIL_ADDRESS] });
  });
});

describe('personNameField', () => {
  it('trims, then needs 2 to 100 characters', () => {
    expect(outcome(personNameField, '  Ada  ')).toEqual({ value: 'Ada' });
    expect(outcome(personNameField, ' A ')).toEqual({ messages: [NAME_MIN] });
    expect(outcome(personNameField, 'x'.repeat(100))).toEqual({ value: 'x'.repeat(100) });
    expect(outcome(personNameField, 'x'.repeat(101))).toEqual({ messages: [NAME_MAX] });
  });
});

describe('teamNameField', () => {
  it('trims, then needs 3 to 60 characters', () => {
    expect(outcome(teamNameField, ' Byte Me ')).toEqual({ value: 'Byte Me' });
    expect(outcome(teamNameField, ' ab ')).toEqual({ messages: [TEAM_MIN] });
    expect(outcome(teamNameField, 'x'.repeat(61))).toEqual({ messages: [TEAM_MAX] });
  });
});

describe('phoneField and optionalPhoneField', () => {
  it('needs 10 to 30 characters once trimmed', () => {
    expect(outcome(phoneField, ' 0123456789 ')).toEqual({ value: '0123456789' });
    expect(outcome(phoneField, ' 012345678 ')).toEqual({ messages: [PHONE] });
    expect(outcome(phoneField, '1'.repeat(31))).toEqual({ messages: [PHONE] });
  });
  it('the profile may clear it, but not leave half a number', () => {
    expect(outcome(optionalPhoneField, '   ')).toEqual({ value: '' });
    expect(outcome(optionalPhoneField, '12345')).toEqual({ messages: [PHONE] });
    expect(outcome(optionalPhoneField, '1'.repeat(31))).toEqual({ messages: [PHONE] });
  });
});

describe('passwordField', () => {
  it('needs 8 to 200 characters and keeps spaces as typed', () => {
    expect(outcome(passwordField, ' secret1 ')).toEqual({ value: ' secret1 ' });
    expect(outcome(passwordField, 'secret1')).toEqual({ messages: [PASSWORD_MIN] });
    expect(outcome(passwordField, 'x'.repeat(201))).toEqual({ messages: [PASSWORD_MAX] });
  });
});

describe('githubUrlField and httpUrlField', () => {
  it('answers the URL message first, then the GitHub host one, on the trimmed text', () => {
    expect(outcome(githubUrlField, ' https://github.com/ada/engine ')).toEqual({
      value: 'https://github.com/ada/engine',
    });
    expect(outcome(githubUrlField, 'http://www.github.com/ada')).toEqual({ value: 'http://www.github.com/ada' });
    // Not parseable as a URL: both messages, the form shows the first.
    expect(outcome(githubUrlField, 'github.com/ada')).toEqual({ messages: [URL, GITHUB] });
    expect(outcome(githubUrlField, 'ftp://github.com/ada')).toEqual({ messages: [URL] });
    expect(outcome(githubUrlField, 'https://gitlab.com/ada')).toEqual({ messages: [GITHUB] });
  });
  it('a demo link may be any http(s) URL of at most 500 characters', () => {
    expect(outcome(httpUrlField, 'https://demo.example.com')).toEqual({ value: 'https://demo.example.com' });
    expect(outcome(httpUrlField, `https://demo.example.com/${'x'.repeat(480)}`)).toEqual({ messages: [URL] });
  });
  it('normalises: lower-case scheme and host, the rest as typed; a GitHub repository without / or .git', () => {
    expect(outcome(httpUrlField, ' HTTPS://Demo.Example.COM/Path/?Q=A ')).toEqual({
      value: 'https://demo.example.com/Path/?Q=A',
    });
    expect(outcome(githubUrlField, 'https://GitHub.com/Ada/Engine.git/')).toEqual({
      value: 'https://github.com/Ada/Engine',
    });
    expect(outcome(githubUrlField, 'https://github.com/ada/engine///')).toEqual({
      value: 'https://github.com/ada/engine',
    });
    // A query keeps its text: only a plain path is shortened.
    expect(outcome(githubUrlField, 'https://github.com/ada/engine/?tab=readme')).toEqual({
      value: 'https://github.com/ada/engine/?tab=readme',
    });
  });
  it('drops tabs and line breaks, as the URL parser does', () => {
    expect(outcome(githubUrlField, 'https://github.com/a/\tb\n')).toEqual({ value: 'https://github.com/a/b' });
  });
  it.each([
    ['https://github.com/a/b" onmouseover="alert(1)'],
    ["https://github.com/a/b'x"],
    ['https://github.com/a/b c'],
    ['https://github.com/a/<script>'],
    ['https://github.com/a/b>'],
    ['https://github.com/a/`b`'],
  ])('refuses %j with the characters message alone', (input) => {
    expect(outcome(githubUrlField, input)).toEqual({ messages: [URL_CHARACTERS] });
    expect(outcome(httpUrlField, input)).toEqual({ messages: [URL_CHARACTERS] });
  });
});

describe('contracts composed from the fields', () => {
  it('registration: the leader and each member get the spec §5 messages under their inputs', () => {
    expect(fieldMessages(leaderSchema, { name: 'A', email: 'x', phone: '123', gender: 'male' })).toEqual({
      name: [NAME_MIN],
      email: [EMAIL],
      phone: [PHONE],
    });
    expect(outcome(memberSchema, { name: ' Grace ', email: ' G@Example.com ', gender: 'female' })).toEqual({
      value: { name: 'Grace', email: 'G@Example.com', gender: 'female' },
    });
  });

  it('contact, invitation and forgot-password forms use the email field with their wording', () => {
    expect(fieldMessages(contactMessageSchema, { name: 'Ada', email: 'x', message: 'Hello there, team' })).toEqual({
      email: [EMAIL],
    });
    expect(outcome(inviteRequestSchema, { email: ' new@example.com ' })).toEqual({
      value: { email: 'new@example.com' },
    });
    expect(fieldMessages(inviteRequestSchema, { email: 'x' })).toEqual({ email: [EMAIL] });
    expect(fieldMessages(forgotPasswordSchema, { email: 'x' })).toEqual({ email: [EMAIL_ADDRESS] });
  });

  it('team name: registration bounds in the edit dialog and PATCH, a looser bound on the submission form', () => {
    expect(fieldMessages(editTeamFormSchema, { name: 'ab', problem: '1' })).toEqual({ name: [TEAM_MIN] });
    expect(fieldMessages(updateTeamSchema, { name: 'x'.repeat(61) })).toEqual({ name: [TEAM_MAX] });
    expect(outcome(updateTeamSchema, { problemId: 0 })).toEqual({ value: { problemId: 0 } });
    const submission = {
      teamName: 'x'.repeat(80),
      problemId: '1',
      githubUrl: 'https://github.com/a/b',
      description: 'd'.repeat(50),
      techStack: 'React',
    };
    expect(submissionSchema.safeParse(submission).success).toBe(true);
    expect(fieldMessages(submissionSchema, { ...submission, teamName: 'ab' })).toEqual({ teamName: [TEAM_MIN] });
  });

  it('every form that asks for a password twice answers the same mismatch under the confirmation', () => {
    const cases: [z.ZodType, Record<string, string>][] = [
      [resetPasswordFormSchema, { password: 'secret123', confirmPassword: 'secret124' }],
      [changePasswordFormSchema, { currentPassword: 'old', newPassword: 'secret123', confirmPassword: 'secret124' }],
      [acceptInvitationFormSchema, { name: 'Ada', password: 'secret123', confirmPassword: 'secret124' }],
    ];
    for (const [schema, input] of cases) {
      expect(fieldMessages(schema, input)).toEqual({ confirmPassword: [MISMATCH] });
      const same = { ...input, confirmPassword: input.password ?? input.newPassword! };
      expect(schema.safeParse(same).success).toBe(true);
    }
  });

  it('the profile trims the name and lets the phone be cleared', () => {
    expect(outcome(updateProfileSchema, { name: ' Ada ', phone: ' ', gender: '' })).toEqual({
      value: { name: 'Ada', phone: '', gender: '' },
    });
    expect(fieldMessages(updateProfileSchema, { name: 'x'.repeat(101), phone: '123', gender: '' })).toEqual({
      name: [NAME_MAX],
      phone: [PHONE],
    });
  });

  it('admin mail and announcements share the required-message wording, each with its own bound', () => {
    expect(fieldMessages(sendEmailSchema, { subject: 'Hi', body: '   ' })).toEqual({
      body: ['Please enter a message'],
    });
    expect(fieldMessages(createAnnouncementSchema, { title: 'T', message: '', audience: 'everyone' })).toEqual({
      message: ['Please enter a message'],
    });
    expect(
      fieldMessages(createAnnouncementSchema, { title: 'T', message: 'x'.repeat(2001), audience: 'everyone' }),
    ).toEqual({ message: ['Message cannot exceed 2000 characters'] });
  });

  // These contracts kept their earlier, looser shape (no trimming of the address, zod's default wording
  // past the upper bound); the fields give them the same first check and message.
  it('account registration, the login form and the admin password reset keep their own bounds', () => {
    expect(fieldMessages(registerAccountSchema, { name: 'A', email: ' ada@example.com', password: 'short' })).toEqual({
      name: [NAME_MIN],
      email: [EMAIL],
      password: [PASSWORD_MIN],
    });
    expect(fieldMessages(loginFormSchema, { email: 'ada', password: '12345' })).toEqual({
      email: [EMAIL_ADDRESS],
      password: ['Password must be at least 6 characters'],
    });
    expect(fieldMessages(adminResetPasswordSchema, { newPassword: 'short' })).toEqual({ newPassword: [PASSWORD_MIN] });
    expect(adminResetPasswordSchema.safeParse({ newPassword: 'x'.repeat(201) }).success).toBe(false);
  });
});
