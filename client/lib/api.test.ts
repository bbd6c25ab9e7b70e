import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiErrorMessage, apiRequest, getQueryFn, queryKeyToUrl } from './api';

type Call = { url: string; init: RequestInit };

function stubStorage(token: string | null) {
  const store = new Map<string, string>();
  if (token) store.set('auth_token', token);
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
  });
}

function stubFetch(response: () => Response): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return response();
  });
  return calls;
}

beforeEach(() => stubStorage(null));
afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('always sends cookies, adds the bearer token and a JSON content type with a body', async () => {
    stubStorage('tok-1');
    const calls = stubFetch(() => Response.json({ ok: true }));
    const out = await apiRequest<{ ok: boolean }>('POST', '/api/x', { a: 1 });
    expect(out).toEqual({ ok: true });
    const headers = new Headers(calls[0]!.init.headers);
    expect(calls[0]!.init.credentials).toBe('include');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"a":1}');
    expect(headers.get('authorization')).toBe('Bearer tok-1');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('sends no token header and no content type without a token or body', async () => {
    const calls = stubFetch(() => new Response(null, { status: 204 }));
    await expect(apiRequest('GET', '/api/x')).resolves.toBeUndefined();
    const headers = new Headers(calls[0]!.init.headers);
    expect(headers.has('authorization')).toBe(false);
    expect(headers.has('content-type')).toBe(false);
    expect(calls[0]!.init.credentials).toBe('include');
  });

  it('throws "<status>: <text>" with the parsed error body', async () => {
    stubFetch(() => Response.json({ error: 'Invalid email or password' }, { status: 401 }));
    const err = await apiRequest('POST', '/api/auth/login', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    const apiErr = err as ApiError;
    expect(apiErr.status).toBe(401);
    expect(apiErr.message).toBe('401: {"error":"Invalid email or password"}');
    expect(apiErr.body).toEqual({ error: 'Invalid email or password' });
    expect(apiErrorMessage(apiErr, 'fallback')).toBe('Invalid email or password');
  });

  it('uses the status text when the answer is empty, and carries fieldErrors', async () => {
    stubFetch(() => new Response('', { status: 502, statusText: 'Bad Gateway' }));
    const err = (await apiRequest('GET', '/api/x').catch((e: unknown) => e)) as ApiError;
    expect(err.message).toBe('502: Bad Gateway');
    expect(err.body).toBeNull();
    expect(apiErrorMessage(err, 'An error occurred')).toBe('An error occurred');

    stubFetch(() => Response.json({ error: 'Invalid input', fieldErrors: { email: 'Bad email' } }, { status: 400 }));
    const err2 = (await apiRequest('POST', '/api/x', {}).catch((e: unknown) => e)) as ApiError;
    expect(err2.fieldErrors).toEqual({ email: 'Bad email' });
  });

  it("carries a 409's details (who saved a newer version, when, which)", async () => {
    const details = { updatedBy: 'Alice Admin', updatedAt: '2026-11-26T14:02:00.000Z', version: 7 };
    stubFetch(() => Response.json({ error: 'Changed by Alice Admin', details }, { status: 409 }));
    const err = (await apiRequest('PATCH', '/api/x', {}).catch((e: unknown) => e)) as ApiError;
    expect(err.body).toEqual({ error: 'Changed by Alice Admin', details });
  });

  it('falls back for errors that are not API errors', () => {
    expect(apiErrorMessage(new TypeError('Failed to fetch'), 'An error occurred during login')).toBe(
      'An error occurred during login',
    );
    expect(apiErrorMessage('nope', 'fb')).toBe('fb');
  });
});

describe('getQueryFn', () => {
  const ctx = (queryKey: readonly unknown[]) =>
    ({ queryKey, signal: new AbortController().signal, meta: undefined }) as never;

  it('answers null on 401 with returnNull', async () => {
    stubFetch(() => Response.json({ error: 'Not signed in' }, { status: 401 }));
    await expect(getQueryFn({ on401: 'returnNull' })(ctx(['/api/auth/me']))).resolves.toBeNull();
  });

  it('throws on 401 with throw', async () => {
    stubFetch(() => Response.json({ error: 'Not signed in' }, { status: 401 }));
    await expect(getQueryFn({ on401: 'throw' })(ctx(['/api/teams']))).rejects.toThrow('401: ');
  });

  it('GETs the URL built from the key, with cookies', async () => {
    const calls = stubFetch(() => Response.json([1]));
    await expect(getQueryFn({ on401: 'throw' })(ctx(['/api/teams', 4, 'members']))).resolves.toEqual([1]);
    expect(calls[0]!.url).toBe('/api/teams/4/members');
    expect(calls[0]!.init.credentials).toBe('include');
  });
});

describe('queryKeyToUrl', () => {
  it('joins segments and turns an object into a query string', () => {
    expect(queryKeyToUrl(['/api/problems'])).toBe('/api/problems');
    expect(queryKeyToUrl(['/api/problems', { active: true, q: undefined, page: 2 }])).toBe(
      '/api/problems?active=true&page=2',
    );
    expect(queryKeyToUrl(['/api/users', 'a b'])).toBe('/api/users/a%20b');
  });
});
