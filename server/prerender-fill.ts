// The home page is prerendered at build time, before any event exists, so its heading reads "The online
// hackathon" where the live page reads the event's name. That heading is the page's largest paint: the
// app's first render replaces the prerendered nodes, and a larger heading painted then becomes the
// largest paint, seconds after the first one (docs/decisions/0004). So the server writes the current
// event's name into the prerendered page as it sends it (into the element marked data-fill="event-name"),
// and the client's first render shows the name it finds there (client/lib/prerendered-fill.ts): the
// heading is painted once, at its final size, by the first paint.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { sendKept, type CachedBody, type KeptEncodings } from './cache/public-cache';
import { sha256 } from './lib/crypto';
import { escapeHtml } from './lib/html';
import { rows } from './lib/sql';

/** The element the prerender marks (home/hero.tsx): its text is replaced, its markup kept. */
const EVENT_NAME_SLOT = /(<[a-z0-9]+\b[^>]*\bdata-fill="event-name"[^>]*>)([^<]*)(<\/)/;

interface FilledPage extends KeptEncodings {
  html: Buffer;
}

const eventNameSchema = z.object({ name: z.string().nullable() });

/**
 * Serves one prerendered page with the event's name filled in, or says it cannot (no slot in the page,
 * no event, the database unreachable): the caller then sends the file as the build wrote it.
 */
export class PrerenderFill {
  /**
   * The page of the last name served, and the cached answer it was read from (read again only when the
   * cache hands out another): a renamed event makes a new page (and new compressed copies).
   */
  private last: { body: CachedBody; name: string; page: FilledPage } | null = null;

  private constructor(
    private readonly app: FastifyInstance,
    private readonly template: string,
  ) {}

  static of(app: FastifyInstance, html: string): PrerenderFill | null {
    return EVENT_NAME_SLOT.test(html) ? new PrerenderFill(app, html) : null;
  }

  async send(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    let page: FilledPage | null;
    try {
      page = await this.page();
    } catch (err) {
      // The page still loads, with the build's heading; the app shows the event once it can read it.
      request.log.warn({ err }, 'prerendered page sent without the event name');
      return false;
    }
    if (!page) return false;
    reply.header('vary', 'Cookie, Accept-Encoding');
    // Brotli at 9, not the build's 11, which would hold the event loop for a tenth of a second.
    void sendKept(request, reply, page.html, page, { type: 'text/html; charset=utf-8', brotliQuality: 9 });
    return true;
  }

  private async page(): Promise<FilledPage | null> {
    // Through the public cache: asked of the database once, then again only after the event changed.
    const body = await this.app.publicCache.get({
      key: 'prerender:event-name',
      tables: ['events'],
      schema: eventNameSchema,
      load: async () => {
        const [row] = await rows<{ name: string }>(this.app.db, sql`select name from events where state = 'current'`);
        return { name: row?.name ?? null };
      },
    });
    if (this.last?.body === body) return this.last.page;
    const { name } = eventNameSchema.parse(JSON.parse(body.json.toString()));
    if (name === null) return null;
    const page = this.last?.name === name ? this.last.page : this.fill(name);
    this.last = { body, name, page };
    return page;
  }

  private fill(name: string): FilledPage {
    const html = Buffer.from(
      this.template.replace(
        EVENT_NAME_SLOT,
        (_m, open: string, _text, close: string) => open + escapeHtml(name) + close,
      ),
    );
    return { html, etag: `W/"${sha256(html.toString()).slice(0, 27)}"` };
  }
}
