// Every table that names a person, and what the export and the erasure do with it (issue 35, DESIGN D19).
// tables.test.ts reads the database's own foreign keys to users and fails on any column missing here, so
// a new table that names a person must be placed in the export (and the erasure) or excluded with a reason.

/** A table's columns that hold a user id, exported as `records[table]` (rows where any column is the person). */
export interface ExportedTable {
  table: string;
  columns: readonly string[];
  /** Columns never handed out: secrets (token hashes) that are no one's personal data. */
  omit?: readonly string[];
}

/**
 * Exported under `records`, as stored. users (account), sessions (signIns), team_members (memberships),
 * consents and account_deletions have sections of their own (EXPORT_SECTIONS).
 */
export const EXPORTED_TABLES: readonly ExportedTable[] = [
  { table: 'password_resets', columns: ['user_id'], omit: ['token_hash'] },
  { table: 'sign_in_links', columns: ['user_id'], omit: ['token_hash'] },
  { table: 'login_devices', columns: ['user_id'], omit: ['token_hash'] },
  // Invitations they sent: the invitee's address is someone else's (the teammates' names are in memberships).
  { table: 'invitations', columns: ['invited_by'], omit: ['token_hash', 'email'] },
  { table: 'find_team_profiles', columns: ['user_id'] },
  { table: 'team_requests', columns: ['user_id', 'created_by'], omit: ['token_hash'] },
  { table: 'find_team_blocks', columns: ['user_id'] },
  { table: 'evaluations', columns: ['judge_id'] },
  { table: 'judges', columns: ['user_id'] },
  // The address is theirs (in `account`) or an invitee's (not theirs to have).
  { table: 'judge_invitations', columns: ['user_id', 'invited_by'], omit: ['token_hash', 'email'] },
  { table: 'judge_conflicts', columns: ['judge_id', 'created_by'] },
  { table: 'judge_assignments', columns: ['judge_id'] },
  { table: 'announcements', columns: ['author_id'] },
  // What they did as an organizer; the details (`data`) name the people they acted on.
  { table: 'audit_log', columns: ['actor_id'], omit: ['data'] },
  { table: 'ballots', columns: ['user_id'], omit: ['device_hash'] },
  { table: 'mentors', columns: ['user_id'] },
  { table: 'mentor_shifts', columns: ['user_id'] },
  { table: 'help_requests', columns: ['requester_id', 'mentor_id'] },
  { table: 'help_actions', columns: ['mentor_id'] },
  { table: 'help_ratings', columns: ['rater_id'] },
];

/** Tables with a section of their own in the export document. */
export const EXPORT_SECTIONS: Readonly<Record<string, readonly string[]>> = {
  users: ['id'],
  sessions: ['user_id'],
  team_members: ['user_id'],
  consents: ['user_id'],
  account_deletions: ['user_id'],
};

/** `table.column` referencing users that the export leaves out on purpose, and why. */
export const EXCLUDED_COLUMNS: Readonly<Record<string, string>> = {
  'ballots.voided_by':
    "a ballot an organizer voided is the voter's, with the voter's address; the voiding itself is in the organizer's audit_log rows",
  'find_team_blocks.blocked_user_id':
    "another person's block list: it is theirs, and telling someone who blocked them is about that other person",
  'help_ratings.mentor_id':
    "ratings of a mentor are the raters' opinions, which mentors never see (issue 34); their own actions are in help_actions",
};

/**
 * Tables that hold a person's address or name without a user id (matched by the account's email, lower-cased).
 * Exported under `records` too, and erased.
 */
export const BY_EMAIL: readonly { table: string; column: string; omit?: readonly string[] }[] = [
  { table: 'invitations', column: 'email', omit: ['token_hash'] },
  { table: 'messages', column: 'email' },
  { table: 'voter_verifications', column: 'email', omit: ['token_hash'] },
];
