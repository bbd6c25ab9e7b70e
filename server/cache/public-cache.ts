// Anonymous public answers (the challenge cards and options, a challenge's page, the event facts, the
// news, the winners) kept serialised in memory: read on every page of the public site, changed rarely.
// An answer is kept while the tables it was read from are unchanged (changes.ts hears every committed
// change, from any instance); it carries a weak ETag, so a client that has it gets 304 with no body,
// and its compressed forms are made once, on the first request that accepts them.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DataChanges, WatchedTable } from './changes';

/** As @fastify/compress (app.ts): smaller answers go out as they are. */
const COMPRESS_FROM_BYTES = 1024;

/** Bytes sent many times: their ETag, and their compressed copies, each made on first need and kept. */
export interface KeptEncodings {
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

export interface CachedBody extends KeptEncodings {
  json: Buffer;
}

/**
 * Sends kept bytes (the caller has set Cache-Control and Vary): 304 on a matching If-None-Match, else
 * the bytes, brotli- or gzip-compressed from 1 KB as the client accepts, each encoding made once, on the
 * first request that accepts it, and kept on `kept`. @fastify/compress leaves an answer that already has a
 * Content-Encoding alone.
 */
export function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  bytes: Buffer,
  kept: KeptEncodings,
  opts: { type: string; brotliQuality: number },
) {
  reply.header('etag', kept.etag);
  if (matchesEtag(request.headers['if-none-match'], kept.etag)) return reply.code(304).send();
  reply.type(opts.type);
  const encoding = bytes.length >= COMPRESS_FROM_BYTES ? pickEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(bytes);
  const compressed =
    encoding === 'br'
      ? (kept.br ??= zlib.brotliCompressSync(bytes, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: opts.brotliQuality },
        }))
      : (kept.gzip ??= zlib.gzipSync(bytes));
  return reply.header('content-encoding', encoding).send(compressed);
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
   * The early answer (an onRequest hook, app.ts): a GET of a URL this cache answered before, while that
   * answer is current, is answered at once, without the cookie parsing, validation, guards and handler
   * the first request of the URL went through (they all passed then, and the answer depends on nothing
   * else). False when the request must go the normal way (an unknown URL, or a changed answer).
   */
  answerEarly(request: FastifyRequest, reply: FastifyReply): boolean {
    if (request.method !== 'GET') return false;
    const read = this.readOfUrl.get(request.url);
    const body = read && this.current(read);
    if (!body) return false;
    void this.send(request, reply, body);
    return true;
  }

  private send(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    return sendKept(request, reply, body.json, body, { type: 'application/json; charset=utf-8', brotliQuality: 6 });
  }
}
