// Editions never leak into each other (issue "Editions", Done-when). Every admin read, walked from the
// OpenAPI document so that no route is missed: each one that returns an edition's rows takes `?event=`,
// and the answer for one edition holds none of another edition's rows. The seed's archived
// hackverse-2026 and the current demo edition have distinct teams and people; each also gets an inbox
// message and an announcement of its own, so those lists are checked too.
//
// A new admin list of edition-owned rows that forgets `?event=` fails the second test until it takes it
// (or, if its rows really are the deployment's, until it joins DEPLOYMENT_WIDE below).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_KINDS } from '@shared/schemas/admin';
import { JUDGING_EXPORTS } from '@shared/schemas/judging-results';
import { announcements, mentors, messages } from '../../db/schema';
import { currentEventId, eventIdOf } from '../../test/fixtures';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';

const PAST = 'hackverse-2026';

/**
 * Admin reads whose rows belong to no edition: accounts, the outbox, the mail server's health, the
 * editions themselves. Nothing else may leave out `?event=`.
 */
const DEPLOYMENT_WIDE = new Set([
  'GET /api/admin/outbox',
  'GET /api/admin/mail/health',
  'GET /api/admin/events',
  'GET /api/admin/events/{slug}',
  'GET /api/admin/events/{slug}/export',
]);

/**
 * Lists of the deployment's accounts that take `?event=` only to show each person's team in that
 * edition: every account is listed whatever the edition, so only the other edition's teams and rows
 * must be absent, not its people.
 */
const ACCOUNTS = new Set(['GET /api/users']);

/**
 * Reads of one row by its id, or of one edition by its address: the row (or the path) names its
 * edition, so they take no `?event=` (a team, a person's account, an edition's phase or page).
 */
const BY_ID = /\{(id|slug)\}/;

/** Path parameters that name a kind of list, not a row: each value is a list of its own. */
const LIST_KINDS: Record<string, readonly string[]> = {
  'GET /api/admin/reports/{kind}': REPORT_KINDS,
  'GET /api/admin/judging/export/{kind}': JUDGING_EXPORTS,
};

/** Rows only the past edition has: its teams (Null Pointers is a name both editions use), a project. */
const PAST_ROWS = [
  'Lambda Llamas',
  'Quantum Quokkas',
  'Solar Sprinters',
  'lambda-llamas/sign-bridge',
  'Past edition marker',
];
/** People only the past edition has. */
const PAST_PEOPLE = ['hana.sato@example.org', 'kwame.mensah@example.org', 'lena.fischer@example.org'];
/** Rows and people only the current demo edition has. */
const CURRENT_ROWS = ['Code Crusaders', 'Neural Ninjas', 'Green Giants', 'Byte Busters', 'Current edition marker'];
const CURRENT_PEOPLE = ['arjun@example.com', 'meera@example.com', 'kiran@example.com'];

interface Operation {
  tags?: string[];
  parameters?: { in: string; name: string }[];
}
interface Read {
  key: string;
  path: string;
  admin: boolean;
  takesEvent: boolean;
}

let t: TestApp;
let admin: string;
let reads: Read[];
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
  const adminId = (await t.app.inject({ url: '/api/auth/me', headers: bearer(admin) })).json().id as number;
  const [current, past] = [await currentEventId(t.app), await eventIdOf(t.app, PAST)];
  for (const [eventId, label] of [
    [current, 'Current edition marker'],
    [past, 'Past edition marker'],
  ] as const) {
    await t.app.db
      .insert(messages)
      .values({ eventId, kind: 'contact', name: label, email: 'marker@example.net', body: label });
    await t.app.db.insert(announcements).values({ eventId, title: label, message: label, audience: 'everyone' });
    // The mentors' reads (/api/mentor/*) take ?event= too: the admin mentors both editions, so the walk
    // reads each edition's queue and mentors and finds none of the other's.
    await t.app.db.insert(mentors).values({ eventId, userId: adminId });
  }
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  reads = Object.entries(doc.paths).flatMap(([path, operations]) => {
    const op = operations.get;
    if (!op) return [];
    return [
      {
        key: `GET ${path}`,
        path,
        admin: (op.tags ?? []).some((tag) => tag.startsWith('admin')),
        takesEvent: (op.parameters ?? []).some((p) => p.in === 'query' && p.name === 'event'),
      },
    ];
  });
});
afterAll(() => t.close());

/** The URLs of a read: one per kind for a list named by its path, else the path itself. */
const urlsOf = (read: Read) =>
  LIST_KINDS[read.key]?.map((kind) => read.path.replace('{kind}', kind)) ?? [read.path.replace(/\{[^}]+\}/g, 'x')];

describe('edition scoping of the admin reads', () => {
  it('the lists above name only routes that exist', () => {
    const keys = new Set(reads.map((r) => r.key));
    for (const key of [...DEPLOYMENT_WIDE, ...ACCOUNTS, ...Object.keys(LIST_KINDS)]) expect(keys, key).toContain(key);
  });

  it('every admin list of edition-owned rows takes ?event=', () => {
    const lists = reads.filter((r) => r.admin && !DEPLOYMENT_WIDE.has(r.key) && !BY_ID.test(r.path));
    expect(lists.length).toBeGreaterThan(10);
    for (const read of lists) expect.soft(read.takesEvent, `${read.key} does not take ?event=`).toBe(true);
  });

  it("no answer for one edition holds another edition's rows", async () => {
    // Under /api/admin/ and /api/teams, and any other read an admin may ask for another edition.
    const scoped = reads.filter((r) => r.takesEvent && !BY_ID.test(r.path));
    expect(scoped.map((r) => r.key)).toEqual(
      expect.arrayContaining(['GET /api/admin/stats', 'GET /api/admin/messages', 'GET /api/announcements']),
    );
    for (const read of scoped) {
      const accounts = ACCOUNTS.has(read.key);
      for (const url of urlsOf(read)) {
        const sep = url.includes('?') ? '&' : '?';
        for (const [query, foreign] of [
          ['', accounts ? PAST_ROWS : [...PAST_ROWS, ...PAST_PEOPLE]],
          [`${sep}event=${PAST}`, accounts ? CURRENT_ROWS : [...CURRENT_ROWS, ...CURRENT_PEOPLE]],
        ] as const) {
          const res = await t.app.inject({ url: `${url}${query}`, headers: bearer(admin) });
          expect.soft(res.statusCode, `${url}${query}: ${res.body.slice(0, 200)}`).toBe(200);
          const leaked = foreign.filter((marker) => res.body.includes(marker));
          expect.soft(leaked, `${url}${query} shows another edition's rows`).toEqual([]);
        }
      }
    }
  });

  it("the walk sees each edition's own rows (the markers are not simply absent)", async () => {
    const own = async (query: string) =>
      (await t.app.inject({ url: `/api/admin/messages${query}`, headers: bearer(admin) })).body;
    expect(await own('')).toContain('Current edition marker');
    expect(await own(`?event=${PAST}`)).toContain('Past edition marker');
    const teams = async (query: string) =>
      (await t.app.inject({ url: `/api/admin/reports/teams${query}`, headers: bearer(admin) })).body;
    expect(await teams('')).toContain('Code Crusaders');
    expect(await teams(`?event=${PAST}`)).toContain('Lambda Llamas');
  });
});
