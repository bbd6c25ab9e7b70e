// One URL rule for every stored link (issue 30): every link an organizer stores (the edition's Discord
// and logo, challenge resources, the pages' sponsors, cards, steps, resources and tools, an imported
// document) refuses `https://github.com/a/b" onmouseover="alert(1)` with a 400 naming the field, and
// stores a good link normalised. The organizer contracts are walked for every link-like field, so a new
// link field that is not in the table below (and so not tested against the route that stores it) fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { createChallengeSchema, updateChallengeSchema } from '@shared/schemas/challenges';
import { eventPatchSchema } from '@shared/schemas/event-patch';
import { importEditionSchema } from '@shared/schemas/edition-document';
import { PAGE_SCHEMAS } from '@shared/schemas/pages/index';
import { events, problems } from '../../db/schema';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';

// Documents are changed freely here, as JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
});
afterAll(() => t.close());

const SLUG = 'hackverse-2027';
const BAD = 'https://github.com/a/b" onmouseover="alert(1)';
const TYPED = ' HTTPS://Example.COM/Docs/Start?Tab=1 ';
const NORMALISED = 'https://example.com/Docs/Start?Tab=1';

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), payload });

/** A link-like key: what a person reading the schema would call a link. */
const LINKISH = /(url|link|href)$/i;

/** Every string field under a link-like key in a zod schema, as a dotted path ('*' for any array index). */
function linkFields(schema: z.ZodType, path: string[] = [], out = new Set<string>()): Set<string> {
  const def = (schema as unknown as { _zod: { def: Json } })._zod.def;
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape)) linkFields(value as z.ZodType, [...path, key], out);
      break;
    case 'array':
      linkFields(def.element, [...path, '*'], out);
      break;
    case 'record':
      linkFields(def.valueType, [...path, '*'], out);
      break;
    case 'union':
      for (const option of def.options) linkFields(option, path, out);
      break;
    case 'pipe':
      linkFields(def.in, path, out);
      linkFields(def.out, path, out);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      linkFields(def.innerType, path, out);
      break;
    case 'string':
      if (LINKISH.test(String(path.at(-1)))) out.add(path.join('.'));
      break;
  }
  return out;
}

/** The organizer contracts that store something, by the name the table below uses. */
const CONTRACTS: Record<string, z.ZodType> = {
  'PATCH /api/admin/events/{slug}': eventPatchSchema,
  'POST /api/admin/events/{slug}/problems': createChallengeSchema,
  'PATCH /api/admin/problems/{id}': updateChallengeSchema,
  'POST /api/admin/events/import': importEditionSchema,
  ...Object.fromEntries(
    Object.entries(PAGE_SCHEMAS).map(([page, schema]) => [`PUT /api/admin/events/{slug}/content/${page}`, schema]),
  ),
};

interface LinkField {
  route: string;
  /** The field as the contract walk names it. */
  field: string;
  /** Sends the value in that field; the 400 must name `errorKey`. */
  send: (value: string) => Promise<LightMyRequestResponse>;
  errorKey: string;
  /** What was stored, read back after a 2xx. */
  stored: () => Promise<unknown>;
  /** The normalised value expected (NORMALISED unless the field takes site paths only). */
  expected?: string;
  /** Fields that take only an uploaded image: the good value is one (nothing to normalise). */
  good?: string;
}

async function pageDoc(page: string) {
  const res = await call('GET', `/api/admin/events/${SLUG}/content/${page}`);
  return res.json() as { document: Json; version: number };
}
async function savePage(page: string, change: (doc: Json) => void) {
  const { document, version } = await pageDoc(page);
  change(document);
  return call('PUT', `/api/admin/events/${SLUG}/content/${page}`, { document, version });
}
const editionVersion = async () => (await call('GET', `/api/events/${SLUG}`)).json().version as number;
const challenge = (resources: { name: string; url: string }[]) => ({
  title: `Links ${Math.random().toString(36).slice(2, 8)}`,
  category: 'ai',
  description: 'A challenge with resources.',
  difficulty: 3,
  resources,
});
let challengeId = 0;
async function challengeRow() {
  if (!challengeId) challengeId = (await call('POST', `/api/admin/events/${SLUG}/problems`, challenge([]))).json().id;
  return challengeId;
}
async function importDoc(change: (doc: Json) => void) {
  const doc = (await call('GET', `/api/admin/events/${SLUG}/export`)).json();
  change(doc);
  const slug = `imported-${Math.random().toString(36).slice(2, 8)}`;
  const res = await call('POST', '/api/admin/events/import', { name: 'Imported', slug, document: doc });
  lastImport = slug;
  return res;
}
let lastImport = '';
const exported = async () => (await call('GET', `/api/admin/events/${lastImport}/export`)).json();
const eventColumn = async () => (await t.app.db.select().from(events).where(eq(events.slug, SLUG)))[0]!;

const sponsor = (over: Json) => ({ name: 'Acme', tier: 'Gold', logoUrl: '', link: '', ...over });
const resourceLink = (url: string) => ({ name: 'Docs', url, description: '' });

const FIELDS: LinkField[] = [
  {
    route: 'PATCH /api/admin/events/{slug}',
    field: 'discordUrl',
    send: async (v) => call('PATCH', `/api/admin/events/${SLUG}`, { version: await editionVersion(), discordUrl: v }),
    errorKey: 'discordUrl',
    stored: async () => (await eventColumn()).discordUrl,
  },
  {
    route: 'POST /api/admin/events/{slug}/problems',
    field: 'resources.*.url',
    send: (v) => call('POST', `/api/admin/events/${SLUG}/problems`, challenge([{ name: 'Docs', url: v }])),
    errorKey: 'resources.0.url',
    stored: async () => {
      const rows = await t.app.db
        .select()
        .from(problems)
        .where(eq(problems.eventId, (await eventColumn()).id));
      return rows.sort((a, b) => b.id - a.id)[0]!.resources[0]!.url;
    },
  },
  {
    route: 'PATCH /api/admin/problems/{id}',
    field: 'resources.*.url',
    send: async (v) =>
      call('PATCH', `/api/admin/problems/${await challengeRow()}`, { resources: [{ name: 'D', url: v }] }),
    errorKey: 'resources.0.url',
    stored: async () =>
      (await t.app.db.select().from(problems).where(eq(problems.id, challengeId)))[0]!.resources[0]!.url,
  },
  {
    route: 'POST /api/admin/events/import',
    field: 'document.settings.discordUrl',
    send: (v) => importDoc((d) => (d.settings.discordUrl = v)),
    errorKey: 'document.settings.discordUrl',
    stored: async () => (await exported()).settings.discordUrl,
  },
  {
    route: 'POST /api/admin/events/import',
    field: 'document.settings.logoUrl',
    send: (v) => importDoc((d) => (d.settings.logoUrl = v)),
    errorKey: 'document.settings.logoUrl',
    // No image of that name on this deployment: the import keeps no logo (an uploaded one is kept).
    stored: async () => (await exported()).settings.logoUrl,
    good: '/api/images/0000.png',
    expected: null as unknown as string,
  },
  {
    route: 'POST /api/admin/events/import',
    field: 'document.challenges.*.resources.*.url',
    send: (v) => importDoc((d) => (d.challenges[0].resources = [{ name: 'Docs', url: v }])),
    errorKey: 'document.challenges.0.resources.0.url',
    stored: async () => (await exported()).challenges[0].resources[0].url,
  },
  {
    route: 'PUT /api/admin/events/{slug}/content/home',
    field: 'sponsors.items.*.link',
    send: (v) => savePage('home', (d) => (d.sponsors.items = [sponsor({ link: v })])),
    errorKey: 'document.sponsors.items.0.link',
    stored: async () => (await pageDoc('home')).document.sponsors.items[0].link,
  },
  {
    route: 'PUT /api/admin/events/{slug}/content/home',
    field: 'sponsors.items.*.logoUrl',
    send: (v) => savePage('home', (d) => (d.sponsors.items = [sponsor({ logoUrl: v })])),
    errorKey: 'document.sponsors.items.0.logoUrl',
    stored: async () => (await pageDoc('home')).document.sponsors.items[0].logoUrl,
  },
  {
    route: 'PUT /api/admin/events/{slug}/content/home',
    field: 'cards.*.href',
    send: (v) => savePage('home', (d) => (d.cards[0].href = v)),
    errorKey: 'document.cards.0.href',
    stored: async () => (await pageDoc('home')).document.cards[0].href,
  },
  {
    route: 'PUT /api/admin/events/{slug}/content/home',
    field: 'gettingStarted.steps.*.ctaHref',
    send: (v) => savePage('home', (d) => (d.gettingStarted.steps[0].ctaHref = v)),
    errorKey: 'document.gettingStarted.steps.0.ctaHref',
    stored: async () => (await pageDoc('home')).document.gettingStarted.steps[0].ctaHref,
  },
  {
    route: 'PUT /api/admin/events/{slug}/content/resources',
    field: 'tracks.*.links.*.url',
    send: (v) => savePage('resources', (d) => (d.tracks = [{ title: 'Track', links: [resourceLink(v)] }])),
    errorKey: 'document.tracks.0.links.0.url',
    stored: async () => (await pageDoc('resources')).document.tracks[0].links[0].url,
  },
  {
    route: 'PUT /api/admin/events/{slug}/content/resources',
    field: 'openSource.*.url',
    send: (v) => savePage('resources', (d) => (d.openSource = [resourceLink(v)])),
    errorKey: 'document.openSource.0.url',
    stored: async () => (await pageDoc('resources')).document.openSource[0].url,
  },
  {
    route: 'PUT /api/admin/events/{slug}/content/resources',
    field: 'tools.*.url',
    send: (v) => savePage('resources', (d) => (d.tools = [{ name: 'Tool', url: v, category: '' }])),
    errorKey: 'document.tools.0.url',
    stored: async () => (await pageDoc('resources')).document.tools[0].url,
  },
];

describe('every organizer link field', () => {
  it('is in the table: the walk of the organizer contracts finds no link field the test does not send', () => {
    const walked = Object.entries(CONTRACTS).flatMap(([route, schema]) =>
      [...linkFields(schema)].map((field) => `${route} ${field}`),
    );
    expect(walked.length).toBeGreaterThan(10);
    expect(new Set(walked)).toEqual(new Set(FIELDS.map((f) => `${f.route} ${f.field}`)));
  });

  for (const f of FIELDS) {
    it(`${f.route} refuses a link with quotes in ${f.field} (400 naming it) and stores a good one normalised`, async () => {
      for (const bad of [BAD, 'javascript:alert(1)', 'https://example.com/a b', 'https://example.com/<x>']) {
        const res = await f.send(bad);
        expect(res.statusCode, `${f.field} ${bad}`).toBe(400);
        expect(Object.keys(res.json().fieldErrors ?? {}), `${f.field} ${bad}`).toContain(f.errorKey);
      }
      const ok = await f.send(f.good ?? TYPED);
      expect(ok.statusCode, ok.body).toBeLessThan(300);
      expect(await f.stored()).toBe(f.expected === undefined ? NORMALISED : f.expected);
    });
  }

  it('site paths stay as typed and never lead to another host', async () => {
    expect((await savePage('home', (d) => (d.cards[0].href = '/register'))).statusCode).toBe(200);
    expect((await pageDoc('home')).document.cards[0].href).toBe('/register');
    for (const href of ['//evil.example/x', '/\\evil.example', '/a"b']) {
      const res = await savePage('home', (d) => (d.cards[0].href = href));
      expect(res.statusCode, href).toBe(400);
      expect(Object.keys(res.json().fieldErrors), href).toContain('document.cards.0.href');
    }
  });
});
