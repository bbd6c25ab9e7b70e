import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SPEC_CATEGORIES } from '@shared/schemas/categories';
import { problemCardSchema, problemDetailSchema } from '@shared/schemas/problems';
import { problems, teams } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers';
import { currentEventId } from '../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(() => t.close());

async function get(url: string) {
  return t.app.inject({ method: 'GET', url });
}

describe('GET /api/problems?active=true', () => {
  it('answers exactly [{id, title}] of the active challenges, in display order', async () => {
    const res = await get('/api/problems?active=true');
    expect(res.statusCode).toBe(200);
    const body = res.json() as Array<Record<string, unknown>>;
    expect(body).toHaveLength(15);
    for (const item of body) {
      expect(Object.keys(item).sort()).toEqual(['id', 'title']);
      expect(item.id).toBeTypeOf('number');
    }
    expect(body[0]!.title).toBe('AI Voice Assistant');
  });

  it('leaves out a withdrawn challenge, which the cards and the detail page hide as well', async () => {
    const [p] = await t.app.db
      .update(problems)
      .set({ active: false })
      .where(eq(problems.slug, 'urban-heat-mapper'))
      .returning({ id: problems.id });
    try {
      const options = (await get('/api/problems?active=true')).json() as Array<{ id: number }>;
      expect(options.map((o) => o.id)).not.toContain(p!.id);
      const cards = (await get('/api/problems')).json() as Array<{ slug: string }>;
      expect(cards.map((c) => c.slug)).not.toContain('urban-heat-mapper');
      expect((await get('/api/problems/urban-heat-mapper')).statusCode).toBe(404);
    } finally {
      await t.app.db.update(problems).set({ active: true }).where(eq(problems.id, p!.id));
    }
  });
});

describe('GET /api/problems', () => {
  it('answers the cards, three per category, with the spec figures of the built-ins', async () => {
    const res = await get('/api/problems');
    expect(res.statusCode).toBe(200);
    const cards = res.json() as Array<Record<string, unknown>>;
    expect(cards).toHaveLength(15);
    for (const card of cards) {
      expect(problemCardSchema.strict().safeParse(card).success, JSON.stringify(card)).toBe(true);
      expect(card).not.toHaveProperty('longDescription');
    }
    for (const { key } of SPEC_CATEGORIES) expect(cards.filter((c) => c.category === key)).toHaveLength(3);
    expect(cards.find((c) => c.slug === 'blockchain-voting')).toMatchObject({
      title: 'Blockchain Voting',
      prize: '$7500',
      difficulty: 5,
      category: 'blockchain',
    });
    expect(cards.find((c) => c.slug === 'cyber-defense-challenge')).toMatchObject({ prize: '$5000', difficulty: 4 });
  });

  it('counts the teams of each challenge live, without rejected teams', async () => {
    const before = (await get('/api/problems')).json() as Array<{ id: number; slug: string; teams: number }>;
    const eventId = await currentEventId(t.app);
    const all = await t.app.db
      .select({ problemId: teams.problemId, status: teams.status })
      .from(teams)
      .where(eq(teams.eventId, eventId));
    for (const card of before) {
      expect(card.teams, card.slug).toBe(all.filter((r) => r.problemId === card.id && r.status !== 'rejected').length);
    }
    // The demo leader's team chose the AI voice assistant.
    const voice = before.find((c) => c.slug === 'ai-voice-assistant')!;
    expect(voice.teams).toBeGreaterThanOrEqual(1);

    const [added] = await t.app.db
      .insert(teams)
      .values({ eventId, name: `Count Check ${Date.now()}`, problemId: voice.id, joinCode: `CC${Date.now()}` })
      .returning({ id: teams.id });
    const [rejected] = await t.app.db
      .insert(teams)
      .values({
        eventId,
        name: `Count Reject ${Date.now()}`,
        problemId: voice.id,
        status: 'rejected',
        joinCode: `CR${Date.now()}`,
      })
      .returning({ id: teams.id });
    try {
      const after = (await get('/api/problems')).json() as Array<{ slug: string; teams: number }>;
      expect(after.find((c) => c.slug === 'ai-voice-assistant')!.teams).toBe(voice.teams + 1);
    } finally {
      await t.app.db.delete(teams).where(eq(teams.id, added!.id));
      await t.app.db.delete(teams).where(eq(teams.id, rejected!.id));
    }
  });

  it('filters by category and refuses an unknown one', async () => {
    const res = await get('/api/problems?category=health');
    expect(res.statusCode).toBe(200);
    const cards = res.json() as Array<{ category: string }>;
    expect(cards).toHaveLength(3);
    expect(new Set(cards.map((c) => c.category))).toEqual(new Set(['health']));
    const bad = await get('/api/problems?category=astrology');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBeTruthy();
  });
});

describe('GET /api/problems/:slug', () => {
  it('answers the full detail with evaluation weights summing to 100', async () => {
    const res = await get('/api/problems/ai-voice-assistant');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(problemDetailSchema.strict().safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      slug: 'ai-voice-assistant',
      title: 'AI Voice Assistant',
      prize: '$3000',
      difficulty: 3,
      category: 'ai',
    });
    expect(body.evaluation.reduce((s: number, e: { weight: number }) => s + e.weight, 0)).toBe(100);
    expect(body.requirements.length).toBeGreaterThan(0);
    expect(body.resources.every((r: { url: string }) => r.url.startsWith('https://'))).toBe(true);
    expect(body.timeline.map((p: { phase: string }) => p.phase)).toContain('Submission deadline');
    expect(body.faqs.length).toBeGreaterThan(0);
    const card = ((await get('/api/problems')).json() as Array<{ slug: string; teams: number }>).find(
      (c) => c.slug === 'ai-voice-assistant',
    )!;
    expect(body.teams).toBe(card.teams);
  });

  it('answers 404 Problem not found for an unknown slug', async () => {
    const res = await get('/api/problems/no-such-challenge');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Problem not found' });
  });
});
