// The gallery and People's Choice settings of an edition (issue 33's contract): PATCH
// /api/admin/events/{slug} takes galleryPublished and the voting window; visitors read them in the
// edition's facts; a window that closes before it opens, or half a window, is refused naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_SETTINGS_MESSAGES } from '@shared/schemas/gallery-settings';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';

let t: TestApp;
let admin: string;
const SLUG = 'hackverse-2027';
const URL = `/api/admin/events/${SLUG}`;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
});
afterAll(() => t.close());

const versionOf = async () =>
  (await t.app.inject({ url: `/api/events/${SLUG}`, headers: bearer(admin) })).json().version as number;
const patch = async (payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: URL,
    headers: bearer(admin),
    payload: { version: await versionOf(), ...payload },
  });

describe("the gallery and People's Choice settings", () => {
  it('are saved and read back by visitors in the edition facts', async () => {
    const opens = '2027-03-01T09:00:00.000Z';
    const closes = '2027-03-02T09:00:00.000Z';
    const res = await patch({
      galleryPublished: true,
      votingOpensAt: opens,
      votingClosesAt: closes,
      votesPerPerson: 2,
    });
    expect(res.statusCode).toBe(200);
    const facts = (await t.app.inject({ url: `/api/events/${SLUG}` })).json();
    expect(facts).toMatchObject({
      galleryPublished: true,
      votingOpensAt: opens,
      votingClosesAt: closes,
      votesPerPerson: 2,
      votingVisitors: false,
      votingNewAccounts: false,
    });
  });

  it('refuse half a window and a window that closes before it opens, naming the field', async () => {
    const cleared = await patch({ votingOpensAt: null, votingClosesAt: null });
    expect(cleared.statusCode).toBe(200);
    const half = await patch({ votingOpensAt: '2027-03-01T09:00:00.000Z' });
    expect(half.statusCode).toBe(400);
    expect(half.json().fieldErrors).toEqual({ votingClosesAt: GALLERY_SETTINGS_MESSAGES.votingBoth });
    const backwards = await patch({
      votingOpensAt: '2027-03-02T09:00:00.000Z',
      votingClosesAt: '2027-03-01T09:00:00.000Z',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors).toEqual({ votingClosesAt: GALLERY_SETTINGS_MESSAGES.votingOrder });
    const tooMany = await patch({ votesPerPerson: 11 });
    expect(tooMany.statusCode).toBe(400);
  });
});
