// The public reads come from memory, yet every committed write shows on the next read: through the
// API, straight in the database (an operator editing a challenge), and on another instance.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';
import { problems } from '../db/schema';
import { registerTeam, teamPayload } from '../test/fixtures';
import { bearer, createTestApp, loginAs, onPostgres, type TestApp } from '../test/helpers';
import { secondInstance } from '../test/instances';
import { DataChanges } from './changes';
import { PublicCache, matchesEtag, pickEncoding } from './public-cache';

const SLUG = 'ai-voice-assistant';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}, app = t.app) =>
  app.inject({ method: 'GET', url, headers });

async function counts(app = t.app) {
  const cards = (await get('/api/problems', {}, app)).json() as Array<{ id: number; slug: string; teams: number }>;
  const card = cards.find((c) => c.slug === SLUG)!;
  const detail = (await get(`/api/problems/${SLUG}`, {}, app)).json() as { teams: number };
  const stats = ((await get('/api/event', {}, app)).json() as { stats: { teams: number; participants: number } }).stats;
  return { problemId: card.id, card: card.teams, detail: detail.teams, ...stats };
}

async function register(problemId: number) {
  const p = teamPayload({ members: 1 });
  return registerTeam(t.app, { ...p, team: { ...p.team, problemId } });
}

async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('public reads after writes', () => {
  it('a registered team counts on the very next read of the cards, the challenge page and the event', async () => {
    const before = await counts();
    // Twice: the second read comes from the cache, with the same validator.
    const first = await get('/api/problems');
    expect((await get('/api/problems')).headers.etag).toBe(first.headers.etag);

    const { team } = await register(before.problemId);
    const after = await counts();
    expect(after).toMatchObject({
      card: before.card + 1,
      detail: before.detail + 1,
      teams: before.teams + 1,
      // Participants are people who joined (events/service/counts.ts): the leader at once, the invited
      // member once they accept.
      participants: before.participants + 1,
    });
    expect((await get('/api/problems')).headers.etag).not.toBe(first.headers.etag);

    // An admin rejects it: rejected teams are not counted.
    const admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/teams/${team.id}/reject`,
      headers: bearer(admin),
    });
    expect(rejected.statusCode).toBe(200);
    expect(await counts()).toMatchObject({ card: before.card, detail: before.detail, teams: before.teams });
  });

  it('shows a challenge edited in the database (no API call) on the next read, and hides a withdrawn one', async () => {
    expect((await get(`/api/problems/${SLUG}`)).json()).toMatchObject({ title: 'AI Voice Assistant' });
    await t.app.db.update(problems).set({ title: 'AI Voice Assistant 2' }).where(eq(problems.slug, SLUG));
    try {
      expect((await get(`/api/problems/${SLUG}`)).json()).toMatchObject({ title: 'AI Voice Assistant 2' });
      const options = (await get('/api/problems?active=true')).json() as Array<{ title: string }>;
      expect(options.map((o) => o.title)).toContain('AI Voice Assistant 2');
      await t.app.db.update(problems).set({ active: false }).where(eq(problems.slug, SLUG));
      expect((await get(`/api/problems/${SLUG}`)).statusCode).toBe(404);
    } finally {
      await t.app.db.update(problems).set({ title: 'AI Voice Assistant', active: true }).where(eq(problems.slug, SLUG));
    }
    expect((await get(`/api/problems/${SLUG}`)).json()).toMatchObject({ title: 'AI Voice Assistant' });
  });
});

describe('validators and encodings', () => {
  it('answers 304 without a body to a matching If-None-Match, and the new answer once it changed', async () => {
    for (const url of ['/api/problems', '/api/problems?active=true', `/api/problems/${SLUG}`, '/api/event']) {
      const first = await get(url);
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^W\/".+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect((await get(url, { 'if-none-match': 'W/"something-else"' })).statusCode, url).toBe(200);
    }
    const etag = (await get('/api/problems')).headers.etag as string;
    const problemId = (await counts()).problemId;
    await register(problemId);
    const changed = await get('/api/problems', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('sends the cards brotli- or gzip-compressed as asked, the same JSON once decoded', async () => {
    const plain = await get('/api/problems');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const br = await get('/api/problems', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('/api/problems', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(pickEncoding('identity')).toBeNull();
    expect(matchesEtag('"x", W/"y"', 'W/"y"')).toBe(true);
  });
});

describe('two instances', () => {
  it('a write made through one instance shows on the other', async () => {
    const second = await secondInstance(t);
    try {
      const before = await counts(second.app);
      await register(before.problemId);
      const after = await eventually(
        () => counts(second.app),
        (c) => c.card === before.card + 1,
      );
      expect(after).toMatchObject({ card: before.card + 1, detail: before.detail + 1, teams: before.teams + 1 });
    } finally {
      await second.close();
    }
  });

  it.skipIf(!onPostgres)('a change written by another PostgreSQL session reaches the cache', async () => {
    const before = (await get(`/api/problems/${SLUG}`)).json() as { title: string };
    const client = new pg.Client({ connectionString: t.config.databaseUrl });
    await client.connect();
    try {
      await client.query(`update problems set title = 'Voice from psql' where slug = $1`, [SLUG]);
      const seen = await eventually(
        async () => ((await get(`/api/problems/${SLUG}`)).json() as { title: string }).title,
        (title) => title === 'Voice from psql',
      );
      expect(seen).toBe('Voice from psql');
    } finally {
      await client.query(`update problems set title = $1 where slug = $2`, [before.title, SLUG]);
      await client.end();
    }
  });
});

describe('PublicCache', () => {
  const schema = z.object({ n: z.number() });

  it('does not keep an answer read while its table changed', async () => {
    const changes = new DataChanges();
    const cache = new PublicCache(changes);
    let loads = 0;
    const read = {
      key: 'k',
      tables: ['teams'] as const,
      schema,
      load: async () => {
        loads++;
        // A change commits while the read is under way: what was read may be the old state.
        if (loads === 1) changes.receive('teams 1');
        return { n: loads };
      },
    };
    expect(JSON.parse((await cache.get(read)).json.toString())).toEqual({ n: 1 });
    expect(JSON.parse((await cache.get(read)).json.toString())).toEqual({ n: 2 });
    expect(JSON.parse((await cache.get(read)).json.toString())).toEqual({ n: 2 });
    // The same notification heard again (another connection) changes nothing.
    changes.receive('teams 1');
    expect(JSON.parse((await cache.get(read)).json.toString())).toEqual({ n: 2 });
    changes.receive('problems 2');
    expect(JSON.parse((await cache.get(read)).json.toString())).toEqual({ n: 2 });
    changes.receive('teams 3');
    expect(JSON.parse((await cache.get(read)).json.toString())).toEqual({ n: 3 });
    expect(loads).toBe(3);
  });

  it('shares one read between concurrent misses', async () => {
    const cache = new PublicCache(new DataChanges());
    let loads = 0;
    const read = { key: 'k', tables: ['teams'] as const, schema, load: async () => ({ n: ++loads }) };
    await Promise.all(Array.from({ length: 10 }, () => cache.get(read)));
    expect(loads).toBe(1);
  });
});
