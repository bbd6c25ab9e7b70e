// Every page's first HTML names the current edition (issue 33: a link pasted into Slack, Discord or
// LinkedIn previews the event, not "Hackathon"; issue 32: the edition in the first HTML). Read as a link
// preview reads it: the HTML alone, no script run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SESSION_HINT_COOKIE } from '@shared/constants';
import { homeDescription } from '@shared/event-mode';
import { events } from './db/schema';
import { unescapeHtml } from './lib/html';
import { createTestApp, type TestApp } from './test/helpers';

/** A page as the build writes it: the build's title and description, before any edition exists. */
const built = (title: string, description: string) =>
  `<!doctype html><html><head><meta charset="UTF-8" /><meta name="description" content="${description}" />` +
  `<title>${title}</title></head><body><div id="root"><h1>${title}</h1></div></body></html>`;

/** What a link preview reads: the title and the meta tags by name or property. */
function head(html: string): Record<string, string | undefined> {
  const tags: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)) tags[m[1]!] = m[2]!;
  return { title: /<title>([^<]*)<\/title>/.exec(html)?.[1], ...tags };
}

describe('the head of every page', () => {
  let t: TestApp;
  let dir: string;
  let edition: { name: string; tagline: string; heroLine: string };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
    fs.mkdirSync(path.join(dir, '_prerendered'));
    fs.writeFileSync(path.join(dir, 'index.html'), built('Hackathon', 'A hackathon: form a team.'));
    fs.writeFileSync(path.join(dir, '_prerendered', 'about.html'), built('About · Hackathon', 'What the event is.'));
    fs.writeFileSync(path.join(dir, '_prerendered', 'home.html'), built('Home · Hackathon', 'Join the hackathon.'));
    t = await createTestApp({ clientDist: dir, publicUrl: 'https://hack.example.org' });
    [edition] = await t.app.db
      .select({ name: events.name, tagline: events.tagline, heroLine: events.heroLine })
      .from(events)
      .where(eq(events.state, 'current'));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("names the edition in a prerendered page's title, with preview tags of its own words", async () => {
    const about = head((await t.app.inject({ url: '/about' })).body);
    expect(about).toMatchObject({
      title: `About · ${edition.name}`,
      description: 'What the event is.',
      'og:title': `About · ${edition.name}`,
      'og:site_name': edition.name,
      'og:description': 'What the event is.',
      'og:type': 'website',
      'twitter:card': 'summary',
      'twitter:title': `About · ${edition.name}`,
    });
  });

  it('titles the home page by the edition and its line, described in the words its page writes', async () => {
    const home = head((await t.app.inject({ url: '/' })).body);
    expect(home.title).toBe(`${edition.name}: ${edition.heroLine}`);
    // The client's home page writes homeDescription of GET /api/event: the first HTML says the same, so
    // an edition without a tagline is not described by an empty line (it was, before the page's script ran).
    const words = homeDescription((await t.app.inject({ url: '/api/event' })).json());
    expect(words).toMatch(new RegExp(`^${edition.name}: .+ starting .+\\. Free to enter\\.$`));
    expect(unescapeHtml(home.description!)).toBe(words);
    expect(unescapeHtml(home['og:description']!)).toBe(words);

    // It follows the edition's place at once.
    const [current] = await t.app.db.select().from(events).where(eq(events.state, 'current'));
    await t.app.db.update(events).set({ mode: 'in_person', city: 'Berlin' }).where(eq(events.id, current!.id));
    try {
      expect(head((await t.app.inject({ url: '/' })).body).description).toContain(': a hackathon in Berlin starting ');
    } finally {
      await t.app.db.update(events).set({ mode: current!.mode, city: current!.city }).where(eq(events.id, current!.id));
    }
  });

  it('fills the shell of every other page and of signed-in visitors too', async () => {
    for (const res of [
      await t.app.inject({ url: '/problems/some-challenge' }),
      await t.app.inject({ url: '/about', headers: { cookie: `${SESSION_HINT_COOKIE}=1` } }),
    ]) {
      expect(res.body).toContain('<h1>Hackathon</h1>'); // the shell's body, untouched
      expect(head(res.body)).toMatchObject({ title: edition.name, 'og:site_name': edition.name });
    }
  });

  it("escapes the organizers' words, shows their logo, and follows a rename at once", async () => {
    await t.app.db
      .update(events)
      .set({ name: 'Hack <Night> & "Day"', logoUrl: '/api/images/abc.png' })
      .where(eq(events.state, 'current'));
    try {
      const html = (await t.app.inject({ url: '/about' })).body;
      expect(html).toContain('<title>About · Hack &lt;Night&gt; &amp; &quot;Day&quot;</title>');
      expect(html).toContain('<meta property="og:site_name" content="Hack &lt;Night&gt; &amp; &quot;Day&quot;" />');
      expect(head(html)['og:image']).toBe('https://hack.example.org/api/images/abc.png');
    } finally {
      await t.app.db.update(events).set({ name: edition.name, logoUrl: null }).where(eq(events.state, 'current'));
    }
  });

  it("leaves the build's head as it is while no edition is current", async () => {
    const [current] = await t.app.db.select({ id: events.id }).from(events).where(eq(events.state, 'current'));
    await t.app.db.update(events).set({ state: 'draft' }).where(eq(events.id, current!.id));
    try {
      const about = head((await t.app.inject({ url: '/about' })).body);
      expect(about.title).toBe('About · Hackathon');
      expect(about['og:site_name']).toBeUndefined();
    } finally {
      await t.app.db.update(events).set({ state: 'current' }).where(eq(events.id, current!.id));
    }
  });
});
