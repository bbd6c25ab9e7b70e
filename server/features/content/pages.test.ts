// An edition's pages (issue 23, DESIGN D14): GET and PUT of every page, the stale 409 that loses nothing,
// 400s naming the field, the audit log, the public cache following a save, edition facts filled in,
// drafts previewed by admins, and the seed, copy and export going through the same save.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PAGE_NAMES, type PageName } from '@shared/schemas/pages/index';
import { ensureUser } from '../../db/seed-teams';
import { events } from '../../db/schema';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { auditRows } from '../../test/fixtures';

// Documents are read and changed freely here, as JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let t: TestApp;
let admin: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
  await ensureUser(t.app.db, {
    name: 'Second Organizer',
    email: 'second.org@example.com',
    password: 'second12345',
    role: 'admin',
  });
  other = await loginAs(t.app, 'second.org@example.com', 'second12345');
});
afterAll(() => t.close());

const SLUG = 'hackverse-2027';
const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });
const put = (page: string, payload: object, token = admin, slug = SLUG) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/events/${slug}/content/${page}`, headers: bearer(token), payload });
const adminRead = async (page: PageName, slug = SLUG) =>
  (await get(`/api/admin/events/${slug}/content/${page}`, admin)).json() as {
    document: Record<string, Json>;
    version: number;
  };
const publicRead = async (page: PageName) => (await get(`/api/content/${page}`)).json();

describe('reading pages', () => {
  it('serves every page of the current edition with its version, seeded through the save', async () => {
    for (const page of PAGE_NAMES) {
      const res = await get(`/api/content/${page}`);
      expect(res.statusCode, page).toBe(200);
      const body = res.json();
      expect(body.version, page).toBe(1);
      expect(Object.keys(body.document).length, page).toBeGreaterThan(0);
    }
    const rows = await auditRows(t.app, `page:${SLUG}/faq`);
    expect(rows[0]).toMatchObject({ action: 'page.update', actor_id: null });
  });

  it('keeps the spec entity fields: an FAQ entry is {id, question, answer} and visitors get HTML only', async () => {
    const faq = await publicRead('faq');
    expect(faq.document.tabs.map((x: { label: string }) => x.label)).toEqual([
      'General',
      'Registration',
      'Participation',
      'Rules & Judging',
      'Prizes & Perks',
      'Technical',
    ]);
    const entry = faq.document.tabs[1].entries[0];
    expect(Object.keys(entry).sort()).toEqual(['answer', 'id', 'question']);
    expect(entry.question).toBe('When can we register?');
    expect(entry.answer).toEqual({ html: expect.stringContaining('<p>Registration opens on') });
    expect(JSON.stringify(faq)).not.toContain('{{');
  });

  it('answers 400 for a page that does not exist', async () => {
    expect((await get('/api/content/nope')).statusCode).toBe(400);
  });

  it('fills edition facts from the settings, so moving the deadline moves the FAQ', async () => {
    const [row] = await t.app.db.select().from(events).where(eq(events.slug, SLUG));
    const facts = (await get('/api/event')).json();
    const faq = JSON.stringify(await publicRead('faq'));
    expect(faq).toContain(facts.totalPrize.replace(/,/g, ','));
    expect(faq).toContain(`${facts.teamSizeMin} to ${facts.teamSizeMax}`);
    expect(faq).toContain('innovation, technical execution, user experience, presentation and impact');
    // The zone the dates are written in, from the edition (the demo's India time), never a fixed "UTC".
    expect(faq).toContain('all times on this site are given in Kolkata time (IST), with your own time beside');
    expect(faq).not.toContain('given in UTC');
    const moved = new Date(row!.submissionDeadline.getTime() + 3 * 24 * 3600 * 1000);
    await t.app.db.update(events).set({ submissionDeadline: moved }).where(eq(events.id, row!.id));
    try {
      const label = new Intl.DateTimeFormat('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: row!.timeZone, // the edition's clock, as the rest of its calendar
      }).format(moved);
      expect(JSON.stringify(await publicRead('faq'))).toContain(label);
    } finally {
      await t.app.db.update(events).set({ submissionDeadline: row!.submissionDeadline }).where(eq(events.id, row!.id));
    }
  });
});

describe('saving pages', () => {
  it('saves each page over its version; the next public GET shows it (the cache follows)', async () => {
    for (const page of PAGE_NAMES) {
      const before = await publicRead(page); // fills the cache
      const stored = await adminRead(page);
      const res = await put(page, { document: stored.document, version: stored.version });
      expect(res.statusCode, `${page}: ${res.body}`).toBe(200);
      expect(res.json().version).toBe(stored.version + 1);
      expect((await publicRead(page)).version).toBe(before.version + 1);
    }
  });

  it('changes an FAQ answer, rendered from Markdown, visible on the next read', async () => {
    const stored = await adminRead('faq');
    stored.document.tabs[0].entries[1].answer = { markdown: 'Still **free**, see [terms](/terms).' };
    const res = await put('faq', { document: stored.document, version: stored.version });
    expect(res.statusCode, res.body).toBe(200);
    const served = await publicRead('faq');
    expect(served.document.tabs[0].entries[1].answer.html).toBe(
      '<p>Still <strong>free</strong>, see <a href="/terms">terms</a>.</p>\n',
    );
    const audit = await auditRows(t.app, `page:${SLUG}/faq`);
    const last = audit[audit.length - 1]!;
    expect(last.action).toBe('page.update');
    const data = last.data as { before: Json; after: Json; version: number };
    expect(data.version).toBe(stored.version + 1);
    expect(data.before.tabs[0].entries[1].answer.markdown).not.toContain('Still');
    expect(data.after.tabs[0].entries[1].answer).toEqual({ markdown: 'Still **free**, see [terms](/terms).' });
  });

  it('answers 409 naming who saved a newer version and when; the newer save is kept', async () => {
    const stored = await adminRead('faq');
    const mine = structuredClone(stored.document);
    const theirs = structuredClone(stored.document);
    theirs.tabs[0].entries[0].question = 'Theirs: what is this?';
    mine.tabs[0].entries[0].question = 'Mine: what is this?';
    expect((await put('faq', { document: theirs, version: stored.version }, other)).statusCode).toBe(200);
    const res = await put('faq', { document: mine, version: stored.version });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.error).toContain('Second Organizer');
    // When, in the edition's zone (the demo's India time), as every time an organizer reads.
    expect(body.error).toMatch(/at \d{1,2} \w{3}, \d{2}:\d{2} IST — reload/);
    expect(body.details).toMatchObject({ version: stored.version + 1, updatedBy: 'Second Organizer' });
    expect(Date.parse(body.details.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    const now = await adminRead('faq');
    expect(now.document.tabs[0].entries[0].question).toBe('Theirs: what is this?');
    // Saving over the newer version works.
    expect((await put('faq', { document: mine, version: now.version })).statusCode).toBe(200);
  });

  it('answers 400 naming the field: schema, link, unknown placeholder, typed prize figure', async () => {
    const faq = await adminRead('faq');
    const doc = structuredClone(faq.document);
    doc.tabs[0].entries[0].question = '';
    let res = await put('faq', { document: doc, version: faq.version });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty(['document.tabs.0.entries.0.question']);

    const home = await adminRead('home');
    const h = structuredClone(home.document);
    h.sponsors.items[0].link = 'javascript:alert(1)';
    res = await put('home', { document: h, version: home.version });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty(['document.sponsors.items.0.link']);

    const d2 = structuredClone(faq.document);
    d2.tabs[4].entries[0].answer = { markdown: 'Win {{prize:moon}}!' };
    res = await put('faq', { document: d2, version: faq.version });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors['document.tabs.4.entries.0.answer']).toContain('{{prize:moon}}');

    const d3 = structuredClone(faq.document);
    d3.tabs[4].entries[0].answer = { markdown: 'The grand prize is $9,999.' };
    res = await put('faq', { document: d3, version: faq.version });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors['document.tabs.4.entries.0.answer']).toMatch(/placeholder/);

    const help = await adminRead('help');
    const d4 = structuredClone(help.document);
    d4.popular = ['no-such-article'];
    res = await put('help', { document: d4, version: help.version });
    expect(res.json().fieldErrors).toHaveProperty(['document.popular.0']);
    expect((await adminRead('faq')).version).toBe(faq.version); // nothing saved
  });

  it('accepts a prize of the edition as a placeholder and states its figure', async () => {
    const [row] = await t.app.db.select().from(events).where(eq(events.slug, SLUG));
    await t.app.db
      .update(events)
      .set({
        prizes: [
          {
            id: 'grand',
            title: 'Grand prize',
            amount: '$12,345',
            description: '',
            places: 1,
            scope: 'overall',
            challenge: null,
            track: null,
          },
        ],
      })
      .where(eq(events.id, row!.id));
    const faq = await adminRead('faq');
    const saved = structuredClone(faq.document);
    try {
      faq.document.tabs[4].entries[0].answer = { markdown: 'The winners take {{prize:grand}}.' };
      const res = await put('faq', { document: faq.document, version: faq.version });
      expect(res.statusCode, res.body).toBe(200);
      expect((await publicRead('faq')).document.tabs[4].entries[0].answer.html).toBe(
        '<p>The winners take $12,345.</p>\n',
      );
    } finally {
      await put('faq', { document: saved, version: faq.version + 1 });
      await t.app.db.update(events).set({ prizes: row!.prizes }).where(eq(events.id, row!.id));
    }
  });

  it('is for admins only', async () => {
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/admin/events/${SLUG}/content/faq`, payload: {} })).statusCode,
    ).toBe(401);
    expect((await get(`/api/admin/events/${SLUG}/content/faq`)).statusCode).toBe(401);
  });

  it('renders a Markdown preview on the server, as a save would', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/markdown/preview',
      headers: bearer(admin),
      payload: { markdown: '# Hi\n<script>x</script> [a](https://a.example)' },
    });
    expect(res.json().html).toBe(
      '<h1>Hi</h1>\n<p>&lt;script&gt;x&lt;/script&gt; <a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a></p>\n',
    );
  });
});

describe('editions', () => {
  it('a new edition copies the pages; its draft is previewed by admins only, exactly as visitors will read it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: bearer(admin),
      payload: { name: 'HackVerse 2028', slug: 'hackverse-2028', copyFrom: SLUG },
    });
    expect(res.statusCode, res.body).toBe(201);
    const copy = await adminRead('faq', 'hackverse-2028');
    expect(copy.version).toBe(1);
    expect(copy.document.tabs).toEqual((await adminRead('faq')).document.tabs);

    expect((await get('/api/events/hackverse-2028/content/faq')).statusCode).toBe(404);
    const preview = await get('/api/events/hackverse-2028/content/faq', admin);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toContain('no-store');
    expect(JSON.stringify(preview.json())).toContain('HackVerse 2028');

    // Editing the draft leaves the current edition's page alone.
    copy.document.title = 'Draft questions';
    expect(
      (await put('faq', { document: copy.document, version: copy.version }, admin, 'hackverse-2028')).statusCode,
    ).toBe(200);
    expect((await publicRead('faq')).document.title).toBe('Frequently asked questions');
    expect((await get('/api/events/hackverse-2028/content/faq', admin)).json().document.title).toBe('Draft questions');
  });

  it('the export carries the pages (sources only) and an import writes them through the save', async () => {
    const doc = (await get(`/api/admin/events/${SLUG}/export`, admin)).json();
    expect(Object.keys(doc.pages).sort()).toEqual([...PAGE_NAMES].sort());
    expect(doc.pages.faq.tabs[0].entries[0].answer).toEqual({ markdown: expect.any(String) });
    doc.pages.faq.tabs[0].entries[0].answer.markdown = 'Imported <img src=x onerror=alert(1)>';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events/import',
      headers: bearer(admin),
      payload: { name: 'Imported', slug: 'imported-pages', document: doc },
    });
    expect(res.statusCode, res.body).toBe(201);
    const faq = (await get('/api/events/imported-pages/content/faq', admin)).json();
    expect(faq.document.tabs[0].entries[0].answer.html).toBe('<p>Imported &lt;img src=x onerror=alert(1)&gt;</p>\n');

    doc.pages.faq.tabs[0].label = '';
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events/import',
      headers: bearer(admin),
      payload: { name: 'Bad', slug: 'bad-pages', document: doc },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty(['document.pages.faq.tabs.0.label']);
    const none = await t.app.db.execute(sql`select count(*)::int as n from events where slug = 'bad-pages'`);
    expect(Number((none.rows[0] as { n: number }).n)).toBe(0);
  });
});
