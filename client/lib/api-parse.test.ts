// Query answers are checked against the shared contract: a good answer comes back parsed, a broken one
// becomes the query's error (the page shows its error state), never data of the wrong shape.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { publicEventSchema } from '@shared/schemas/content';
import { InvalidResponseError, apiGet, withParams } from './api';
import { eventQueries } from './use-event';
import { publicEventFixture } from '../test/public-event';

const event = publicEventFixture({
  registrationOpensAt: '2027-01-01T00:00:00.000Z',
  registrationClosesAt: '2027-01-10T00:00:00.000Z',
  startsAt: '2027-01-11T00:00:00.000Z',
  endsAt: '2027-01-13T00:00:00.000Z',
  submissionDeadline: '2027-01-13T00:00:00.000Z',
  winnersAnnouncedAt: '2027-01-27T00:00:00.000Z',
  stats: { teams: 3, participants: 9, challenges: 15 },
});

function answer(body: unknown) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    return Response.json(body);
  });
  return urls;
}

beforeEach(() => {
  vi.stubGlobal('window', { localStorage: { getItem: () => null } });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('answers parsed by the shared schemas', () => {
  it('returns the parsed answer, without fields the contract does not have', async () => {
    answer({ ...event, internalNote: 'not for the client' });
    const got = await apiGet(publicEventSchema, '/api/event');
    expect(got.name).toBe('Test Hack');
    expect(got).not.toHaveProperty('internalNote');
  });

  it('rejects an answer of another shape with the URL and the broken fields', async () => {
    answer({ ...event, teamSizeMax: 'four' });
    const err = await apiGet(publicEventSchema, '/api/event').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InvalidResponseError);
    expect((err as InvalidResponseError).url).toBe('/api/event');
    expect((err as InvalidResponseError).issues.map((i) => i.path.join('.'))).toEqual(['teamSizeMax']);
  });

  it('puts a broken answer in the query error state, with no data', async () => {
    answer('<html>proxy error page</html>');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = { ...eventQueries.current(), retry: false };
    await expect(client.fetchQuery(options)).rejects.toBeInstanceOf(InvalidResponseError);
    const state = client.getQueryState(options.queryKey);
    expect(state?.status).toBe('error');
    expect(state?.data).toBeUndefined();
  });

  it('builds query strings from the defined parameters only', () => {
    expect(withParams('/api/teams', { page: 2, q: 'a b', status: undefined })).toBe('/api/teams?page=2&q=a+b');
  });
});
