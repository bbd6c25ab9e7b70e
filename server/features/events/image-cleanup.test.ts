// Uploaded images nothing refers to any more are removed a week after their upload, at the next upload:
// a replaced logo or a sponsor's logo that never made it onto a page does not stay in the database for
// ever, while an image an edition, a page or a challenge names is kept however old it is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { postFile } from '../../test/uploads';
import { UNUSED_IMAGE_DAYS } from './service/images';

let t: TestApp;
let admin: string;
const SLUG = 'hackverse-2027';

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
});
afterAll(() => t.close());

/** A distinct small SVG per label, so each upload is its own image. */
const svg = (label: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>${label}</title></svg>`);

async function upload(label: string, to: 'logo' | 'images' = 'images'): Promise<string> {
  const res = await postFile(t.app, `/api/admin/events/${SLUG}/${to}`, admin, svg(label), `${label}.svg`);
  expect(res.statusCode).toBe(201);
  return res.json().url as string;
}

const served = async (url: string) => (await t.app.inject({ url })).statusCode;
const hashOf = (url: string) => /([0-9a-f]{64})/.exec(url)![1]!;
/** Makes an image look uploaded `days` ago. */
const age = (url: string, days: number) =>
  t.app.db.execute(
    sql`update images set created_at = now() - make_interval(days => ${days}) where hash = ${hashOf(url)}`,
  );

describe('unused uploaded images', () => {
  it('removes an image nothing names once it is older than the grace, at the next upload', async () => {
    const stray = await upload('stray sponsor');
    const recent = await upload('recent sponsor');
    await age(stray, UNUSED_IMAGE_DAYS + 1);
    await age(recent, UNUSED_IMAGE_DAYS - 1);
    expect(await served(stray)).toBe(200); // nothing is removed before an upload happens
    const next = await upload('next sponsor');
    expect(await served(stray)).toBe(404);
    expect(await served(recent)).toBe(200); // still within its week: an editor may save it later
    expect(await served(next)).toBe(200);
  });

  it('keeps an old image that is the edition’s logo, and lets the replaced logo go', async () => {
    const first = await upload('first logo', 'logo');
    const second = await upload('second logo', 'logo'); // replaces the first
    await age(first, UNUSED_IMAGE_DAYS + 30);
    await age(second, UNUSED_IMAGE_DAYS + 30);
    await upload('trigger 1');
    expect(await served(second)).toBe(200);
    expect(await served(first)).toBe(404);
    expect((await t.app.inject({ url: '/api/event' })).json().logoUrl).toBe(second);
  });

  it('keeps an old image a page document shows (a Markdown image in the Terms)', async () => {
    const pic = await upload('terms picture');
    const read = (
      await t.app.inject({ url: `/api/admin/events/${SLUG}/content/terms`, headers: bearer(admin) })
    ).json();
    const document = { ...read.document, intro: { markdown: `![Venue map](${pic})`, html: '' } };
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/events/${SLUG}/content/terms`,
      headers: bearer(admin),
      payload: { document, version: read.version },
    });
    expect(saved.statusCode).toBe(200);
    await age(pic, UNUSED_IMAGE_DAYS + 1);
    await upload('trigger 2');
    expect(await served(pic)).toBe(200);
    expect((await t.app.inject({ url: '/api/content/terms' })).json().document.intro.html).toContain(pic);
  });

  it('keeps an old unused image that is uploaded again: the new upload renews it', async () => {
    const again = await upload('uploaded twice');
    await age(again, UNUSED_IMAGE_DAYS + 1);
    expect(await upload('uploaded twice')).toBe(again);
    expect(await served(again)).toBe(200);
  });
});
