// Every page the server sends (a prerendered page or the shell) gets the current edition's title,
// description and preview tags in its head (page-head.ts). And the home page is prerendered at build time,
// before any event exists, so its heading reads "The online hackathon" where the live page reads the
// event's name. That heading is the page's largest paint: the
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
import { fillHead, type EditionHead, type PageOwnHead } from './page-head';
import { homeDescription, type EventMode } from '@shared/event-mode';
import { prizePool } from '@shared/prize-pool';
import { prizesOf } from './features/events';

/** An element the prerender marks (home/hero.tsx): its text is replaced, its markup kept. */
const slot = (name: string) => new RegExp(`(<[a-z0-9]+\\b[^>]*\\bdata-fill="${name}"[^>]*>)([^<]*)(<\\/)`);
const EVENT_NAME_SLOT = slot('event-name');
/** The organizers' line under the name (issue 31): part of the same heading, so filled the same way. */
const HERO_LINE_SLOT = slot('hero-line');

const editionSchema = z.object({
  name: z.string(),
  heroLine: z.string(),
  tagline: z.string(),
  logoUrl: z.string().nullable(),
  homeDescription: z.string(),
});
const currentEditionSchema = z.object({ edition: editionSchema.nullable() });

/**
 * Serves one page (prerendered or the shell) with the current edition filled in, or says it cannot (no
 * current edition, the database unreachable): the caller then sends the file as the build wrote it.
 */
/** A page the server filled or drew, with its kept encodings (cache/public-cache.ts). */
export interface ServedPage extends KeptEncodings {
  html: Buffer;
}

/**
 * Sends the page `make` fills or draws for this request, and answers true; false when it has none or
 * failed (logged as `failed`): the caller then sends the build's own page.
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  make: () => Promise<ServedPage | null>,
  failed: string,
): Promise<boolean> {
  let page: ServedPage | null;
  try {
    page = await make();
  } catch (err) {
    request.log.warn({ err }, failed);
    return false;
  }
  if (!page) return false;
  reply.header('vary', 'Cookie, Accept-Encoding');
  // Brotli at 9, not the build's 11, which would hold the event loop for a tenth of a second.
  void sendKept(request, reply, page.html, page, { type: 'text/html; charset=utf-8', brotliQuality: 9 });
  return true;
}

export class PrerenderFill {
  /**
   * The page of the last name served, and the cached answer it was read from (read again only when the
   * cache hands out another): a renamed event makes a new page (and new compressed copies).
   */
  private last: { body: CachedBody; key: string; page: ServedPage } | null = null;

  private constructor(
    private readonly app: FastifyInstance,
    private readonly template: string,
    private readonly home: boolean,
  ) {}

  /** `home`: the home page, titled and described by the edition itself. */
  static of(app: FastifyInstance, html: string, opts: { home: boolean }): PrerenderFill {
    return new PrerenderFill(app, html, opts.home);
  }

  async send(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    // On failure the page still loads, with the build's heading; the app shows the event once it can read it.
    return sendPage(request, reply, () => this.page(), 'page sent without the edition filled in');
  }

  /**
   * Serves the page with a head of its own (a gallery page's: features/gallery/page-head.ts), read for
   * this request: a project's title follows its team's edits and the gallery's switch at once.
   */
  sendWithHead(reply: FastifyReply, edition: EditionHead, page: PageOwnHead): FastifyReply {
    const html = fillHead(this.template, edition, { home: false, publicUrl: this.app.config.publicUrl, page });
    return reply.header('vary', 'Cookie, Accept-Encoding').type('text/html; charset=utf-8').send(html);
  }

  private async page(): Promise<ServedPage | null> {
    const body = await editionHeadBody(this.app);
    if (this.last?.body === body) return this.last.page;
    const { edition } = currentEditionSchema.parse(JSON.parse(body.json.toString()));
    if (edition === null) return null;
    const key = JSON.stringify(edition);
    const page = this.last?.key === key ? this.last.page : this.fill(edition);
    this.last = { body, key, page };
    return page;
  }

  private fill(edition: EditionHead): ServedPage {
    const put = (text: string) => (_m: string, open: string, _text: string, close: string) =>
      open + escapeHtml(text) + close;
    const body = this.template
      .replace(EVENT_NAME_SLOT, put(edition.name))
      .replace(HERO_LINE_SLOT, put(edition.heroLine));
    const html = Buffer.from(fillHead(body, edition, { home: this.home, publicUrl: this.app.config.publicUrl }));
    return { html, etag: `W/"${sha256(html.toString()).slice(0, 27)}"` };
  }
}

interface HeadRow {
  name: string;
  hero_line: string;
  tagline: string;
  logo_url: string | null;
  mode: EventMode;
  city: string;
  starts_at: string | Date;
  time_zone: string;
  team_size_min: number;
  team_size_max: number;
  prizes: unknown;
}

/** The current edition's head, through the public cache: asked of the database once, then again only after the event changed. */
function editionHeadBody(app: FastifyInstance): Promise<CachedBody> {
  return app.publicCache.get({
    key: 'prerender:edition-head',
    tables: ['events'],
    schema: currentEditionSchema,
    load: async () => {
      const [row] = await rows<HeadRow>(
        app.db,
        sql`select name, hero_line, tagline, logo_url, mode, city, starts_at, time_zone, team_size_min,
          team_size_max, prizes from events where state = 'current'`,
      );
      return {
        edition: row
          ? {
              name: row.name,
              heroLine: row.hero_line ?? '',
              tagline: row.tagline,
              logoUrl: row.logo_url,
              // The words the client's home page writes once it has the edition, in the first HTML.
              homeDescription: homeDescription({
                name: row.name,
                mode: row.mode,
                city: row.city,
                startsAt: new Date(row.starts_at).toISOString(),
                timeZone: row.time_zone,
                teamSizeMin: row.team_size_min,
                teamSizeMax: row.team_size_max,
                totalPrize: prizePool(prizesOf(row.prizes)),
              }),
            }
          : null,
      };
    },
  });
}

/** The current edition's head (page-head.ts), or null when there is no current edition. */
export async function currentEditionHead(app: FastifyInstance): Promise<EditionHead | null> {
  return currentEditionSchema.parse(JSON.parse((await editionHeadBody(app)).json.toString())).edition;
}
