// The public content pages (About, FAQ, Resources, Help, the legal pages, the challenges and each
// challenge's page) sent to a visitor without a session already drawn with the current edition's content,
// headings and prose, not skeletons (issue 32, decision 0025). The build bundles the client's renderer
// (scripts/page-renderer.tsx → _prerendered/page-renderer.mjs); the server runs it by path on a thread of
// its own (render-thread.ts) and never imports it (server/ imports no client code).
//
// Freshness rides on the public cache (cache/public-cache.ts): a page is drawn from the same public GET
// answers the client would ask for, read with app.inject, and those answers are kept until a table they
// were read from changes (an organizer saves a page or a challenge, switches the current edition). A drawn
// page is kept under its answers' ETags and what the server's clock decides in it (clock-key.ts: the
// phase, the dates passed): a changed answer or a date passed draws it again; else it is reused.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentAnswerUrls, PAGE_RENDERER_FILE, PRERENDERED_DIR, type PrerenderedAnswers } from '@shared/prerendered';
import type { CachedBody } from '../cache/public-cache';
import { clockNow } from '../lib/clock';
import { sha256 } from '../lib/crypto';
import { fillHead } from '../page-head';
import { currentEditionHead, sendPage, type ServedPage } from '../prerender-fill';
import { clockKey } from './clock-key';
import { pageDocument } from './page-document';
import { RenderThread } from './render-thread';

/** Drawn pages kept (the fixed pages and the most recently asked challenges): about 100 kB each with its encodings. */
const KEPT_PAGES = 32;

/** Kept answers parsed once (they are read again only after they changed, as new bodies). */
const parsed = new WeakMap<CachedBody, unknown>();

export class ContentPages {
  /** The build's renderer, on its thread; null when the build made none (an old build, other tests). */
  private readonly renderer: RenderThread | null;
  /** By path, least recently sent first. */
  private readonly kept = new Map<string, { key: string; page: ServedPage }>();
  private template: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    /** The built client (dist/client): index.html and the renderer beside the prerendered pages. */
    private readonly root: string,
  ) {
    const file = path.join(root, PRERENDERED_DIR, PAGE_RENDERER_FILE);
    this.renderer = fs.existsSync(file) ? new RenderThread(file) : null;
  }

  /** Ends the renderer's thread (the app closes). */
  close(): Promise<void> {
    return this.renderer?.close() ?? Promise.resolve();
  }

  /** Sends `pathname` drawn with the edition's content, or says it cannot (not a content page, no renderer, no edition). */
  async send(request: FastifyRequest, reply: FastifyReply, pathname: string, search: string): Promise<boolean> {
    // On failure the visitor still gets the page, as the build drew it: the app loads the content itself.
    return sendPage(
      request,
      reply,
      () => this.page(pathname, search),
      'content page sent without its content drawn in',
    );
  }

  private async page(pathname: string, search: string): Promise<ServedPage | null> {
    const urls = contentAnswerUrls(pathname, search);
    if (!this.renderer || !urls) return null;
    const edition = await currentEditionHead(this.app);
    if (!edition) return null;
    const answers: PrerenderedAnswers = {};
    const etags: string[] = [];
    for (const url of urls) {
      const answer = await this.answer(url);
      // A missing challenge, a page not published: the app shows its own answer to that.
      if (!answer) return null;
      answers[url] = answer.value;
      etags.push(answer.etag);
    }
    // One instant for the key and the drawing: a page drawn across a boundary is drawn and kept as before it.
    const now = clockNow().getTime();
    const key = JSON.stringify([etags, edition, clockKey(answers['/api/event'], now)]);
    const kept = this.kept.get(pathname);
    this.kept.delete(pathname);
    if (kept?.key === key) {
      this.kept.set(pathname, kept);
      return kept.page;
    }
    const drawn = await this.renderer.render(pathname, answers, now);
    const doc = pageDocument(this.indexHtml(), drawn, answers);
    const html = Buffer.from(fillHead(doc, edition, { home: false, publicUrl: this.app.config.publicUrl }));
    const page: ServedPage = { html, etag: `W/"${sha256(html.toString()).slice(0, 27)}"` };
    this.kept.set(pathname, { key, page });
    if (this.kept.size > KEPT_PAGES) this.kept.delete(this.kept.keys().next().value!);
    return page;
  }

  /** A public GET answer, as the client would read it; null unless 200. */
  private async answer(url: string): Promise<{ value: unknown; etag: string } | null> {
    // Kept and current in the public cache: no request at all (most page views).
    const kept = this.app.publicCache.keptAnswer(url);
    if (kept) {
      let value = parsed.get(kept);
      if (value === undefined) parsed.set(kept, (value = JSON.parse(kept.json.toString())));
      return { value, etag: kept.etag };
    }
    // Else the whole way through Fastify, as the client's request would go: the route's own checks, its cache.
    const res = await this.app.inject({ method: 'GET', url });
    if (res.statusCode !== 200) return null;
    return { value: res.json(), etag: String(res.headers.etag ?? sha256(res.body)) };
  }

  private indexHtml(): string {
    return (this.template ??= fs.readFileSync(path.join(this.root, 'index.html'), 'utf8'));
  }
}
