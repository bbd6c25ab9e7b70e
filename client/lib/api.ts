// The fetch wrapper of spec §7 / DESIGN §5: cookies always, `Authorization: Bearer <auth_token>` when the
// browser holds a token, a JSON content type when there is a JSON body, and every non-OK answer thrown as
// an ApiError whose message reads "<status>: <response text or status text>".
import type { QueryFunction } from '@tanstack/react-query';
import type { z } from 'zod';
import { AUTH_TOKEN_KEY } from '@shared/constants';
import type { ErrorResponse } from '@shared/schemas/common';
import { checkAnswer, type ContractName, type ContractOutput } from './answer-check';

export class ApiError extends Error {
  readonly status: number;
  /** The parsed `{ error, fieldErrors }` answer, when the server sent one. */
  readonly body: ErrorResponse | null;

  constructor(status: number, message: string, body: ErrorResponse | null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get fieldErrors(): Record<string, string> | undefined {
    return this.body?.fieldErrors;
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}

/** The server's `error` field when the failure is an API error that carries one, else the fallback. */
export function apiErrorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.body?.error) return err.body.error;
  return fallback;
}

// --- token storage (localStorage can throw in locked-down browsers; never let that break a request) ---

export function getAuthToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setAuthToken(token: string): void {
  try {
    window.localStorage.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    /* the HttpOnly cookie still authenticates */
  }
}

export function clearAuthToken(): void {
  try {
    window.localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    /* nothing to clear */
  }
}

// --- requests ---

function parseErrorBody(text: string): ErrorResponse | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && typeof (parsed as { error?: unknown }).error === 'string') {
      const { error, fieldErrors, details, signInLink } = parsed as {
        error: string;
        fieldErrors?: unknown;
        details?: unknown;
        signInLink?: unknown;
      };
      const body: ErrorResponse = { error };
      if (fieldErrors && typeof fieldErrors === 'object') body.fieldErrors = fieldErrors as Record<string, string>;
      if (details && typeof details === 'object') body.details = details as Record<string, unknown>;
      if (signInLink === true) body.signInLink = true;
      return body;
    }
  } catch {
    /* not JSON */
  }
  return null;
}

async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  throw new ApiError(res.status, `${res.status}: ${text}`, parseErrorBody(text));
}

export function buildHeaders(hasJsonBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  const token = getAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** Sends a request and returns the raw Response once it is known to be OK. */
export async function apiFetch(method: string, url: string, body?: unknown, init?: RequestInit): Promise<Response> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    ...init,
    method,
    headers: buildHeaders(hasBody),
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

async function readJson<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Sends a request and returns the parsed JSON answer (undefined for an empty answer). */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  return readJson<T>(await apiFetch(method, url, body));
}

// --- answers checked against the shared contract ---

/**
 * An answer that does not match its shared schema (a client and a server of different versions, a proxy's
 * HTML page). Thrown inside the query function, so the page shows its error state instead of bad data.
 */
export class InvalidResponseError extends Error {
  readonly url: string;
  readonly issues: z.core.$ZodIssue[];

  constructor(url: string, issues: z.core.$ZodIssue[]) {
    super(`Unexpected answer from ${url}`);
    this.name = 'InvalidResponseError';
    this.url = url;
    this.issues = issues;
  }
}

function parseAnswer<S extends z.ZodType>(schema: S, url: string, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  console.error(`Unexpected answer from ${url}`, result.error.issues);
  throw new InvalidResponseError(url, result.error.issues);
}

/** GET a URL and parse the JSON answer with its shared schema. */
export async function apiGet<S extends z.ZodType>(schema: S, url: string, signal?: AbortSignal): Promise<z.output<S>> {
  const res = await apiFetch('GET', url, undefined, signal ? { signal } : undefined);
  return parseAnswer(schema, url, await readJson<unknown>(res));
}

/** Sends a change and parses the JSON answer with its shared schema. */
export async function apiSend<S extends z.ZodType>(
  schema: S,
  method: string,
  url: string,
  body?: unknown,
): Promise<z.output<S>> {
  return parseAnswer(schema, url, await readJson<unknown>(await apiFetch(method, url, body)));
}

/** The query function of a factory: GET `url` (aborted with the query) and parse it with `schema`. */
export function getParsed<S extends z.ZodType>(schema: S, url: string) {
  return ({ signal }: { signal: AbortSignal }): Promise<z.output<S>> => apiGet(schema, url, signal);
}

/**
 * GET a URL and check the JSON answer against a named contract, off the main thread (answer-check.ts): for
 * the answers public pages read as they start. Same outcome as apiGet: the parsed answer, or an
 * InvalidResponseError.
 */
export async function apiGetChecked<C extends ContractName>(
  contract: C,
  url: string,
  signal?: AbortSignal,
): Promise<ContractOutput<C>> {
  const res = await apiFetch('GET', url, undefined, signal ? { signal } : undefined);
  return checkedAnswer(contract, url, await readJson<unknown>(res));
}

/** An answer already read, checked against its contract: as parseAnswer, the data or an InvalidResponseError. */
export async function checkedAnswer<C extends ContractName>(
  contract: C,
  url: string,
  data: unknown,
): Promise<ContractOutput<C>> {
  const verdict = await checkAnswer(contract, data);
  if (verdict.ok) return verdict.data as ContractOutput<C>;
  console.error(`Unexpected answer from ${url}`, verdict.issues);
  throw new InvalidResponseError(url, verdict.issues);
}

/** The query function of a factory: GET `url` (aborted with the query) and check it against `contract`. */
export function getChecked<C extends ContractName>(contract: C, url: string) {
  return ({ signal }: { signal: AbortSignal }): Promise<ContractOutput<C>> => apiGetChecked(contract, url, signal);
}

/** `path?k=v` from the defined, non-empty parameters. */
export function withParams(path: string, params: Record<string, unknown>): string {
  return queryKeyToUrl([path, params]);
}

/**
 * Turns a query key into a URL. The first element is the path; later string or number elements are
 * appended as path segments; a plain object element becomes the query string (undefined values skipped).
 *   ['/api/teams']                       → /api/teams
 *   ['/api/teams', 4, 'members']         → /api/teams/4/members
 *   ['/api/problems', { active: true }]  → /api/problems?active=true
 */
export function queryKeyToUrl(queryKey: readonly unknown[]): string {
  const segments: string[] = [];
  const params = new URLSearchParams();
  for (const part of queryKey) {
    if (typeof part === 'string' || typeof part === 'number') segments.push(String(part));
    else if (part && typeof part === 'object') {
      for (const [k, v] of Object.entries(part as Record<string, unknown>)) {
        if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
      }
    }
  }
  const path = segments.map((s, i) => (i === 0 ? s : encodeURIComponent(s))).join('/');
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default query function: GET the key's URL; on 401 either throw (default) or answer null. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKeyToUrl(queryKey), {
      headers: buildHeaders(false),
      credentials: 'include',
      signal,
    });
    if (options.on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return readJson<T>(res);
  };
}
