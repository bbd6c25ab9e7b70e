// The gallery's pages in their first HTML (issue 33: a link pasted into Slack, Discord or LinkedIn
// previews the event and the project). Read as a link preview reads it: the HTML alone, no script run.
// A project of an unpublished gallery must not leak its name.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { events, submissions, teams } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers';
import { eventIdOf } from '../../test/fixtures';

/** The shell as the build writes it: the site's name, before any edition exists. */
const SHELL =
  '<!doctype html><html><head><meta charset="UTF-8" /><meta name="description" content="A hackathon." />' +
  '<title>Hackathon</title></head><body><div id="root"></div></body></html>';

function head(html: string): Record<string, string | undefined> {
  const tags: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)) tags[m[1]!] = m[2]!;
  return { title: /<title>([^<]*)<\/title>/.exec(html)?.[1], ...tags };
}

describe("the gallery's pages in their first HTML", () => {
  let t: TestApp;
  let dir: string;
  let current: string;
  let pastId: number;
  let llamas: number;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
    fs.writeFileSync(path.join(dir, 'index.html'), SHELL);
    t = await createTestApp({ clientDist: dir, seedDemo: true });
    const [ev] = await t.app.db.select({ name: events.name }).from(events).where(eq(events.state, 'current'));
    current = ev!.name;
    pastId = await eventIdOf(t.app, 'hackverse-2026');
    const [row] = await t.app.db
      .select({ id: submissions.id })
      .from(submissions)
      .innerJoin(teams, eq(teams.id, submissions.teamId))
      .where(and(eq(submissions.eventId, pastId), eq(teams.name, 'Lambda Llamas')));
    llamas = row!.id;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("titles a project's page by the project and its team, described by its own words", async () => {
    const res = await t.app.inject({ url: `/projects/${llamas}` });
    expect(res.statusCode).toBe(200);
    const h = head(res.body);
    expect(h.title).toBe(`Sign Bridge by Lambda Llamas · ${current}`);
    expect(h['og:title']).toBe(h.title);
    expect(h['twitter:title']).toBe(h.title);
    expect(h['og:site_name']).toBe(current);
    const [sub] = await t.app.db
      .select({ description: submissions.description })
      .from(submissions)
      .where(eq(submissions.id, llamas));
    // The description's opening words (escaped as HTML, so compared on a plain stretch of them).
    const opening = sub!.description.split(/[^A-Za-z ]/)[0]!.trim();
    expect(opening.length).toBeGreaterThan(10);
    expect(h.description).toContain(opening);
    expect(h['og:description']).toBe(h.description);
    expect(h['twitter:description']).toBe(h.description);
  });

  it("names the edition on its gallery and the current one's", async () => {
    const past = head((await t.app.inject({ url: '/events/hackverse-2026/projects' })).body);
    const [pastEv] = await t.app.db.select({ name: events.name }).from(events).where(eq(events.id, pastId));
    expect(past.title).toBe(`Projects of ${pastEv!.name} · ${current}`);
    expect(past['og:description']).toContain(pastEv!.name);
    const now = head((await t.app.inject({ url: '/projects?challenge=x' })).body);
    expect(now.title).toBe(`Projects · ${current}`);
    expect(now['og:description']).toContain(current);
  });

  it("keeps an unpublished gallery's or an opted-out project's name out of the HTML", async () => {
    await t.app.db.update(events).set({ galleryPublished: false }).where(eq(events.id, pastId));
    try {
      const html = (await t.app.inject({ url: `/projects/${llamas}` })).body;
      expect(head(html).title).toBe(`Project · ${current}`);
      expect(html).not.toContain('Sign Bridge');
      expect(html).not.toContain('Lambda Llamas');
    } finally {
      await t.app.db.update(events).set({ galleryPublished: true }).where(eq(events.id, pastId));
    }
    await t.app.db.update(submissions).set({ galleryOptOut: true }).where(eq(submissions.id, llamas));
    try {
      const html = (await t.app.inject({ url: `/projects/${llamas}` })).body;
      expect(html).not.toContain('Sign Bridge');
    } finally {
      await t.app.db.update(submissions).set({ galleryOptOut: false }).where(eq(submissions.id, llamas));
    }
  });

  it("keeps a draft edition's name out, and an unknown project is only 'Project'", async () => {
    const [past] = await t.app.db
      .select({ name: events.name, state: events.state })
      .from(events)
      .where(eq(events.id, pastId));
    await t.app.db.update(events).set({ state: 'draft' }).where(eq(events.id, pastId));
    try {
      const html = (await t.app.inject({ url: '/events/hackverse-2026/projects' })).body;
      expect(html).not.toContain(past!.name);
      expect(head((await t.app.inject({ url: `/projects/${llamas}` })).body).title).toBe(`Project · ${current}`);
    } finally {
      await t.app.db.update(events).set({ state: past!.state }).where(eq(events.id, pastId));
    }
    expect(head((await t.app.inject({ url: '/projects/999999' })).body).title).toBe(`Project · ${current}`);
  });
});
