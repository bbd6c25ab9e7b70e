// Anonymous public answers (the challenge cards and options, a challenge's page, the event facts, the
// news, the winners) kept serialised in memory: read on every page of the public site, changed rarely.
// An answer is kept while the tables it was read from are unchanged (changes.ts hears every committed
// change, from any instance); it carries a weak ETag, so a client that has it gets 304 with no body,
// and its compressed forms are made once, on the first request that accepts them.
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DataChanges, WatchedTable } from './changes';

/** As @fastify/compress (app.ts): smaller answers go out as they are. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Bytes sent many times: their ETag, and the answers made of them, each (304, plain, brotli, gzip) made on
 * first need and kept, so a repeated request builds nothing.
 */
export interface KeptEncodings {
  etag: string;
  replies?: Partial<Record<'304' | 'identity' | 'br' | 'gzip', EarlyReply>>;
}

export interface CachedBody extends KeptEncodings {
  json: Buffer;
}

/** An answer decided before it is sent: by a route (sendKept) or before Fastify (front-answers.ts). */
export interface EarlyReply {
  status: 200 | 304;
  /** The answer's own headers; the request id, the security headers and Content-Length are added by the sender. */
  headers: Record<string, string>;
  body?: Buffer | string;
}

export interface KeptOptions {
  type: string;
  brotliQuality: number;
  /** Headers every answer of these bytes carries, 304s included (Cache-Control, Vary). */
  headers?: Readonly<Record<string, string>>;
}

/**
 * What to answer with kept bytes: 304 on a matching If-None-Match, else the bytes, brotli- or
 * gzip-compressed from 1 KB as the client accepts, each encoding made once, on the first request that
 * accepts it, and kept on `kept`. One decision for the route's answer and the early one, so the two
 * cannot drift apart.
 */
export function keptReply(
  requestHeaders: IncomingHttpHeaders,
  bytes: Buffer,
  kept: KeptEncodings,
  opts: KeptOptions,
): EarlyReply {
  const replies = (kept.replies ??= {});
  if (matchesEtag(requestHeaders['if-none-match'], kept.etag))
    return (replies['304'] ??= { status: 304, headers: { ...opts.headers, etag: kept.etag } });
  const encoding = bytes.length >= COMPRESS_FROM_BYTES ? pickEncoding(requestHeaders['accept-encoding']) : null;
  if (!encoding) return (replies.identity ??= { status: 200, headers: keptHeaders(kept, opts), body: bytes });
  return (replies[encoding] ??= {
    status: 200,
    headers: { ...keptHeaders(kept, opts), 'content-encoding': encoding },
    body:
      encoding === 'br'
        ? zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: opts.brotliQuality } })
        : zlib.gzipSync(bytes),
  });
}

/** A 200's own headers (not made in keptReply's every call: a closure there costs each request). */
const keptHeaders = (kept: KeptEncodings, opts: KeptOptions) => ({
  ...opts.headers,
  etag: kept.etag,
  'content-type': opts.type,
});

/** Sends kept bytes from a route (keptReply). @fastify/compress leaves an answer with a Content-Encoding alone. */
export function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  bytes: Buffer,
  kept: KeptEncodings,
  opts: KeptOptions,
) {
  const answer = keptReply(request.headers, bytes, kept, opts);
  return reply.code(answer.status).headers(answer.headers).send(answer.body);
}

interface Entry {
  stamp: number;
  /** Date.now() after which the answer is read again (time-dependent answers), else Infinity. */
  expiresAt: number;
  body: CachedBody;
}

export interface CachedRead<S extends z.ZodType> {
  /** Identifies the answer (route and its parameters). */
  key: string;
  /** Every table the answer is read from. */
  tables: readonly WatchedTable[];
  /** The route's response schema: applied once per load, as the serializer would on every request. */
  schema: S;
  load: () => Promise<z.input<S>>;
  /** For answers that change with the clock as well (the news ticker's upcoming milestones). */
  maxAgeMs?: number;
}

function makeBody(value: unknown): CachedBody {
  const json = Buffer.from(JSON.stringify(value));
  const etag = `W/"${createHash('sha1').update(json).digest('base64url').slice(0, 27)}"`;
  return { json, etag };
}

/** Accept-Encoding values already read: browsers send a handful of distinct ones. */
const pickedFor = new Map<string, 'br' | 'gzip' | null>();
const PICKED_MAX = 64;

/** The encoding to answer with: brotli, else gzip, as the client accepts (q=0 refuses). */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  let picked = pickedFor.get(header);
  if (picked === undefined) {
    picked = readAcceptEncoding(header);
    if (pickedFor.size < PICKED_MAX) pickedFor.set(header, picked);
  }
  return picked;
}

function readAcceptEncoding(header: string): 'br' | 'gzip' | null {
  let gzip = false;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    if (refused) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === '*') gzip = true;
  }
  return gzip ? 'gzip' : null;
}

/** If-None-Match against our weak ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.slice(2);
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === etag || t === opaque;
  });
}

/** URLs remembered for early answers; past this, new URLs (odd query strings) take the normal way. */
const EARLY_URLS_MAX = 256;

export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, { stamp: number; promise: Promise<Entry> }>();
  /** Raw URLs (path and query) the cache answered with 200 or 304, and the read that answered each. */
  private readonly readOfUrl = new Map<string, CachedRead<z.ZodType>>();

  constructor(private readonly changes: DataChanges) {}

  /** The kept answer of `read` while it is current, without reading; else undefined. */
  private current(read: CachedRead<z.ZodType>): CachedBody | undefined {
    const kept = this.entries.get(read.key);
    if (kept && this.changes.unchangedSince(kept.stamp, read.tables) && Date.now() < kept.expiresAt) return kept.body;
    return undefined;
  }

  /** The serialised answer: the kept one while its tables are unchanged, else a fresh read. */
  async get<S extends z.ZodType>(read: CachedRead<S>): Promise<CachedBody> {
    if (!this.changes.reliable()) return makeBody(read.schema.parse(await read.load()));
    const kept = this.current(read);
    if (kept) return kept;
    const stamp = this.changes.stamp(read.tables);
    // Concurrent misses share one read.
    const pending = this.loading.get(read.key);
    if (pending && pending.stamp === stamp) return (await pending.promise).body;
    const promise = this.load(read, stamp);
    this.loading.set(read.key, { stamp, promise });
    try {
      return (await promise).body;
    } finally {
      if (this.loading.get(read.key)?.promise === promise) this.loading.delete(read.key);
    }
  }

  private async load<S extends z.ZodType>(read: CachedRead<S>, stamp: number): Promise<Entry> {
    const value = read.schema.parse(await read.load());
    const entry: Entry = {
      stamp,
      expiresAt: read.maxAgeMs === undefined ? Infinity : Date.now() + read.maxAgeMs,
      body: makeBody(value),
    };
    // Kept only if nothing changed while it was read: otherwise the next request reads again.
    if (this.changes.unchangedSince(stamp, read.tables)) this.entries.set(read.key, entry);
    return entry;
  }

  /** Answers a GET with the cached body: 304 on a matching If-None-Match, else the (compressed) JSON. */
  async reply<S extends z.ZodType>(request: FastifyRequest, reply: FastifyReply, read: CachedRead<S>) {
    const body = await this.get(read);
    // The route's answer depends on its URL alone (public data, no caller): the next GET of the same
    // URL can be answered early while this answer is current.
    if (request.method === 'GET' && this.readOfUrl.size < EARLY_URLS_MAX && !this.readOfUrl.has(request.url))
      this.readOfUrl.set(request.url, read as unknown as CachedRead<z.ZodType>);
    return this.send(request, reply, body);
  }

  /**
   * The early answer (front-answers.ts, before Fastify): a GET of a URL this cache answered before, while
   * that answer is current, is answered at once, without the cookie parsing, validation, guards and
   * handler the first request of the URL went through (they all passed then, and the answer depends on
   * nothing else). Undefined when the request must go the normal way (an unknown URL, a changed answer).
   */
  answerEarly(req: IncomingMessage): EarlyReply | undefined {
    const read = req.method === 'GET' ? this.readOfUrl.get(req.url!) : undefined;
    const body = read && this.current(read);
    return body && keptReply(req.headers, body.json, body, PUBLIC_JSON);
  }

  /**
   * The kept answer of a URL this cache answered before, while it is current (as answerEarly), for the
   * server's own reading (prerender/content-pages.ts); undefined when it must be asked the normal way.
   */
  keptAnswer(url: string): CachedBody | undefined {
    const read = this.readOfUrl.get(url);
    return read && this.current(read);
  }

  private send(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
    return sendKept(request, reply, body.json, body, PUBLIC_JSON);
  }
}

/** How the public answers go out: revalidated on every use (the ETag makes that a 304), per encoding. */
const PUBLIC_JSON: KeptOptions = {
  type: 'application/json; charset=utf-8',
  brotliQuality: 6,
  headers: { 'cache-control': 'no-cache', vary: 'accept-encoding' },
};
