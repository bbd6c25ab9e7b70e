// The projects gallery (issue 33): who sees an edition's projects and which ones, the filters, search and
// pages, a project's page (names only, a sanitised story, a video card, feedback only when shown), and the
// team's edits of its page (its own project only, never an archived edition's, not after the close).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GALLERY_MESSAGES, GALLERY_PAGE_SIZE } from '@shared/schemas/gallery';
import { events, evaluations, problems, submissions, users } from '../../db/schema';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { createSubmission, createTeam, currentEventId, eventIdOf, FIXTURE_PASSWORD, unique } from '../../test/fixtures';

let t: TestApp;
let admin: string;
let eventId: number;
let problemId: number;
let problemSlug: string;
const SLUG = 'hackverse-2027';
const LIST = `/api/events/${SLUG}/projects`;

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });
const versionOf = async () => (await get(`/api/events/${SLUG}`, admin)).json().version as number;

/** Publishes (or takes down) the gallery through the Event area's PATCH, then waits for the cache. */
async function publish(on: boolean) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/events/${SLUG}`,
    headers: bearer(admin),
    payload: { version: await versionOf(), galleryPublished: on },
  });
  expect(res.statusCode).toBe(200);
  for (let i = 0; i < 100; i++) {
    if ((await get(LIST)).statusCode === (on ? 200 : 404)) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the gallery did not follow the switch');
}

/** An approved team with a submitted project: its id, leader's token and team name. */
async function project(
  opts: { tech?: string[]; status?: 'pending' | 'approved'; draft?: boolean; name?: string } = {},
) {
  const team = await createTeam(t.app, { status: opts.status ?? 'approved', problemId, name: opts.name });
  const id = await createSubmission(t.app, team.teamId, { problemId, status: opts.draft ? 'draft' : 'submitted' });
  if (opts.tech) await t.app.db.update(submissions).set({ techStack: opts.tech }).where(eq(submissions.id, id));
  return { id, team, token: await loginAs(t.app, team.leader.email, FIXTURE_PASSWORD) };
}

const pageSave = (id: number, token: string, body: Partial<Record<string, unknown>> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/submissions/${id}/project-page`,
    headers: bearer(token),
    payload: { story: '', videoUrl: '', showFeedback: false, galleryOptOut: false, ...body },
  });

const ids = (res: { json: () => { items: { id: number }[] } }) => res.json().items.map((i) => i.id);

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
  eventId = await currentEventId(t.app);
  const [p] = await t.app.db.select().from(problems).where(eq(problems.eventId, eventId)).limit(1);
  problemId = p!.id;
  problemSlug = p!.slug;
}, 60_000);
afterAll(() => t.close());

describe('who sees the gallery', () => {
  it('is 404 for visitors while unpublished, and shown to admins with published: false', async () => {
    await publish(false);
    const res = await get(LIST);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(GALLERY_MESSAGES.unpublished);
    const asAdmin = await get(LIST, admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toMatchObject({ published: false });
    expect(asAdmin.json().total).toBeGreaterThan(0);
    await publish(true);
  });

  it('lists submitted projects of approved teams only: no draft, no pending team, no opted-out project', async () => {
    const shown = await project();
    const draft = await project({ draft: true });
    const pending = await project({ status: 'pending' });
    const optedOut = await project();
    expect((await pageSave(optedOut.id, optedOut.token, { galleryOptOut: true })).statusCode).toBe(200);
    const all = await get(`${LIST}?q=fixture`);
    const listed = new Set<number>();
    for (let page = 1; page <= Math.ceil(all.json().total / GALLERY_PAGE_SIZE); page++)
      for (const id of ids(await get(`${LIST}?q=fixture&page=${page}`))) listed.add(id);
    expect(listed.has(shown.id)).toBe(true);
    expect(listed.has(draft.id)).toBe(false);
    expect(listed.has(pending.id)).toBe(false);
    expect(listed.has(optedOut.id)).toBe(false);
    // The opted-out page is gone for visitors, but its team still sees it (to check before opting in).
    expect((await get(`/api/projects/${optedOut.id}`)).statusCode).toBe(404);
    expect((await get(`/api/projects/${optedOut.id}`, optedOut.token)).json().published).toBe(false);
    expect((await get(`/api/projects/${draft.id}`)).statusCode).toBe(404);
  });

  it("keeps each edition's projects in its own gallery, last year's archived one included", async () => {
    const past = await get('/api/events/hackverse-2026/projects');
    expect(past.statusCode).toBe(200);
    const names = past.json().items.map((i: { teamName: string }) => i.teamName);
    expect(names).toContain('Lambda Llamas');
    expect(names).not.toContain('Code Crusaders');
    const current = (await get(`${LIST}?q=lambda`)).json();
    expect(current.items.map((i: { teamName: string }) => i.teamName)).not.toContain('Lambda Llamas');
    // Its winners carry their prizes; the 1st place comes first.
    const llamas = past.json().items.find((i: { teamName: string }) => i.teamName === 'Lambda Llamas');
    expect(llamas.prizes).toEqual(['1st place']);
    expect(past.json().items[0].teamName).toBe('Lambda Llamas');
    expect(llamas.title).toBe('Sign Bridge');
  });

  it('hides an unpublished gallery of an archived edition from a project page too', async () => {
    const pastId = await eventIdOf(t.app, 'hackverse-2026');
    const [row] = await t.app.db
      .select({ id: submissions.id })
      .from(submissions)
      .where(eq(submissions.eventId, pastId))
      .limit(1);
    expect((await get(`/api/projects/${row!.id}`)).statusCode).toBe(200);
    await t.app.db.update(events).set({ galleryPublished: false }).where(eq(events.id, pastId));
    try {
      expect((await get(`/api/projects/${row!.id}`)).statusCode).toBe(404);
      expect((await get(`/api/projects/${row!.id}`, admin)).json().published).toBe(false);
    } finally {
      await t.app.db.update(events).set({ galleryPublished: true }).where(eq(events.id, pastId));
    }
  });
});

describe('filters, search and pages', () => {
  it('filter by technology (any case), challenge and search, and page through the total', async () => {
    const tag = unique('Zigzag').replace(/-/g, '');
    const made = [];
    for (let i = 0; i < GALLERY_PAGE_SIZE + 2; i++) made.push(await project({ tech: [tag, 'Rust'] }));
    const byTech = await get(`${LIST}?tech=${tag.toUpperCase()}`);
    expect(byTech.json().total).toBe(made.length);
    expect(byTech.json().items).toHaveLength(GALLERY_PAGE_SIZE);
    const second = await get(`${LIST}?tech=${tag}&page=2`);
    expect(second.json().items).toHaveLength(2);
    expect(new Set([...ids(byTech), ...ids(second)])).toEqual(new Set(made.map((m) => m.id)));
    // Searching the technology finds the same projects; searching a team's name finds that one.
    expect((await get(`${LIST}?q=${tag.toLowerCase()}`)).json().total).toBe(made.length);
    const one = await get(`${LIST}?q=${encodeURIComponent(made[3]!.team.name)}`);
    expect(ids(one)).toEqual([made[3]!.id]);
    // The challenge filter: all of them are on the same challenge; none on another.
    expect((await get(`${LIST}?tech=${tag}&challenge=${problemSlug}`)).json().total).toBe(made.length);
    expect((await get(`${LIST}?tech=${tag}&challenge=other`)).json().total).toBe(0);
    // A page past the end is empty but still counts.
    expect((await get(`${LIST}?tech=${tag}&page=9`)).json()).toMatchObject({ items: [], total: made.length });
    // The facets offer the technology.
    expect((await get(`${LIST}/facets`)).json().techs).toContain(tag);
  });

  it('filters by prize once winners are published', async () => {
    const facets = (await get('/api/events/hackverse-2026/projects/facets')).json();
    const first = facets.prizes.find((p: { name: string }) => p.name === '1st place');
    expect(first).toBeTruthy();
    const won = (await get(`/api/events/hackverse-2026/projects?prize=${first.key}`)).json();
    expect(won.items.map((i: { teamName: string }) => i.teamName)).toEqual(['Lambda Llamas']);
    // The three places and the People's Choice, won by a team that placed nowhere.
    expect((await get('/api/events/hackverse-2026/projects?prize=any')).json().total).toBe(4);
    const peoples = facets.prizes.find((p: { name: string }) => p.name === "People's Choice");
    const voted = (await get(`/api/events/hackverse-2026/projects?prize=${peoples.key}`)).json();
    expect(voted.items.map((i: { teamName: string }) => i.teamName)).toEqual(['Null Pointers']);
    // This edition has announced nobody: no project has a prize.
    expect((await get(`${LIST}?prize=any`)).json().total).toBe(0);
  });
});

describe("a project's page and the team's edits", () => {
  it('shows names only, a sanitised story and a video card', async () => {
    const p = await project();
    const story =
      '## What it does\n\n<script>alert(1)</script>\n\n[click](javascript:alert(2)) <img src=x onerror=alert(3)>';
    const saved = await pageSave(p.id, p.token, { story, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(saved.statusCode).toBe(200);
    const page = (await get(`/api/projects/${p.id}`)).json();
    expect(page.storyHtml).toContain('<h2>What it does</h2>');
    expect(page.storyHtml).not.toContain('<script');
    expect(page.storyHtml).not.toContain('<img');
    expect(page.storyHtml).not.toContain('href="javascript');
    expect(page.video).toEqual({
      provider: 'youtube',
      url: 'https://youtu.be/dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(page.members).toEqual([`${p.team.name} Person 0`]);
    expect(JSON.stringify(page)).not.toContain('@fixture.test');
    // Saved and read back without loss.
    const back = (await get(`/api/submissions/${p.id}/project-page`, p.token)).json();
    expect(back).toMatchObject({ story, videoUrl: 'https://youtu.be/dQw4w9WgXcQ', closedMessage: null });
  });

  it('refuses a video that is not YouTube or Vimeo, naming the field', async () => {
    const p = await project();
    const res = await pageSave(p.id, p.token, { videoUrl: 'https://evil.example/video' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.videoUrl).toBe(GALLERY_MESSAGES.video);
    const vimeo = await pageSave(p.id, p.token, { videoUrl: 'https://vimeo.com/76979871' });
    expect(vimeo.json().videoUrl).toBe('https://vimeo.com/76979871');
    expect((await get(`/api/projects/${p.id}`)).json().video.embedUrl).toBe('https://player.vimeo.com/video/76979871');
  });

  it("shows the judges' notes only when the team chooses to", async () => {
    const p = await project();
    const [judge] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
    await t.app.db.insert(evaluations).values({
      submissionId: p.id,
      judgeId: judge!.id,
      innovation: 7,
      technicalExecution: 7,
      userExperience: 7,
      presentation: 7,
      impact: 7,
      score: 7,
      notes: 'Clear demo; tighten the onboarding.',
    });
    expect((await get(`/api/projects/${p.id}`)).json().feedback).toBeNull();
    await pageSave(p.id, p.token, { showFeedback: true });
    expect((await get(`/api/projects/${p.id}`)).json().feedback).toBe('Clear demo; tighten the onboarding.');
  });

  it("lets no one edit another team's page, and no one an archived edition's", async () => {
    const mine = await project();
    const theirs = await project();
    expect((await pageSave(theirs.id, mine.token, { story: 'hijacked' })).statusCode).toBe(404);
    expect((await get(`/api/submissions/${theirs.id}/project-page`, mine.token)).statusCode).toBe(404);
    // The demo leader was in last year's Lambda Llamas: that project is archived, not missing.
    const team = await loginAs(t.app, 'team@example.com', 'team12345');
    const pastId = await eventIdOf(t.app, 'hackverse-2026');
    const past = (await t.app.db.select().from(submissions).where(eq(submissions.eventId, pastId))).find((s) =>
      s.githubUrl.includes('sign-bridge'),
    )!;
    const res = await pageSave(past.id, team, { story: 'rewritten' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain('HackVerse 2026');
    const settings = (await get(`/api/submissions/${past.id}/project-page`, team)).json();
    expect(settings.closedMessage).toContain('HackVerse 2026');
    expect(settings.story).not.toBe('rewritten');
  });

  it('refuses edits once the gallery closed for edits, saying when', async () => {
    const p = await project();
    await t.app.db
      .update(events)
      .set({ galleryEditsCloseAt: new Date(Date.now() - 60_000) })
      .where(eq(events.id, eventId));
    try {
      const res = await pageSave(p.id, p.token, { story: 'late' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatch(/^Project pages of HackVerse 2027 closed for edits on /);
    } finally {
      await t.app.db.update(events).set({ galleryEditsCloseAt: null }).where(eq(events.id, eventId));
    }
  });

  it('previews a story as the page will show it, for the team only', async () => {
    const p = await project();
    const other = await project();
    const url = `/api/submissions/${p.id}/project-page/preview`;
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(p.token),
      payload: { story: '**bold** <b>x</b>' },
    });
    expect(res.json().html).toBe('<p><strong>bold</strong> &lt;b&gt;x&lt;/b&gt;</p>\n');
    const refused = await t.app.inject({ method: 'POST', url, headers: bearer(other.token), payload: { story: 'x' } });
    expect(refused.statusCode).toBe(404);
  });
});
