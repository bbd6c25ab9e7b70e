// The whole data model of DESIGN §4, in the PostgreSQL dialect that PGlite and PostgreSQL share: a barrel
// over the table files (schema-<area>.ts), and what drizzle-kit reads (drizzle.config.ts). It only
// re-exports, so no table file needs to import it: a table file imports the tables it references from
// their own files, and adding a table is a new schema-<area>.ts plus one line here.
export * from './schema-accounts';
export * from './schema-announcements';
export * from './schema-audit';
export * from './schema-events';
export * from './schema-mail';
export * from './schema-find-team';
export * from './schema-judging';
export * from './schema-problems';
export * from './schema-submissions';
export * from './schema-teams';
export * from './schema-throttle';
export * from './schema-winners';
export * from './schema-voting';
export * from './schema-mentoring';
export * from './schema-privacy';
