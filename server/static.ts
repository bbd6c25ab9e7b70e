// Serves the built client: hashed assets cached forever, index.html (never cached without revalidation)
// for every client route. The build writes a brotli and a gzip file beside each text file
// (scripts/precompress.ts); preCompressed sends the best one the browser accepts, so no request
// compresses a file on the fly.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { SESSION_HINT_COOKIE } from '@shared/constants';
import { PRERENDERED_DIR, PRERENDERED_PATHS, prerenderedFile } from '@shared/prerendered';
import { galleryPageHead } from './features/gallery/page-head';
import { PrerenderFill } from './prerender-fill';
import { ContentPages } from './prerender/content-pages';

/** The prerendered public pages the build wrote, by lower-case path ('/login' → '_prerendered/login.html'). */
function prerenderedPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const at of PRERENDERED_PATHS) {
    const file = path.join(PRERENDERED_DIR, prerenderedFile(at));
    if (fs.existsSync(path.join(root, file))) pages.set(at, file);
  }
  return pages;
}

export async function registerClient(app: FastifyInstance, dist: string) {
  const root = path.resolve(dist);
  const indexFile = path.join(root, 'index.html');
  const hasClient = fs.existsSync(indexFile);
  const prerendered = hasClient ? prerenderedPages(root) : new Map<string, string>();
  // Every page is sent with the current edition written in (prerender-fill.ts): its head, and the home
  // page's heading. One filler per file, made at its first request.
  const homeFile = prerendered.get('/');
  const fills = new Map<string, PrerenderFill>();
  const fillOf = (file: string) => {
    let fill = fills.get(file);
    if (!fill) {
      fill = PrerenderFill.of(app, fs.readFileSync(path.join(root, file), 'utf8'), { home: file === homeFile });
      fills.set(file, fill);
    }
    return fill;
  };
  const contentPages = new ContentPages(app, root);
  app.addHook('onClose', () => contentPages.close());
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      // wildcard: false registers one route per file that exists at start: no filesystem lookups for unknown paths.
      wildcard: false,
      index: false,
      preCompressed: true,
      // The .br/.gz siblings are encodings of a file, reached through it, not files of their own.
      // The prerendered pages are answers for client routes (below), not addresses of their own.
      globIgnore: ['**/*.br', '**/*.gz', `${PRERENDERED_DIR}/**`],
      setHeaders(res, filePath) {
        // Hashed file names change with their content: cache forever. Anything else (index.html, the
        // favicon) is revalidated on each use, so a new deploy is seen at once.
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0]!;
    if (request.method !== 'GET' || url.startsWith('/api/') || url.startsWith('/assets/') || url === '/ws') {
      return reply.status(404).send({ error: 'Not found' });
    }
    if (!hasClient) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The client is not built. Run `npm run build` (npm start does this).');
    }
    // The client router decides what a path shows, including its own 404 screen. A visitor without a
    // session gets the public page already drawn, when the build prerendered it; anyone else the shell.
    const pagePath = url.length > 1 ? url.replace(/\/+$/, '').toLowerCase() : url;
    // @fastify/cookie (registered before this) has parsed the request's cookies.
    const signedIn = request.cookies[SESSION_HINT_COOKIE] !== undefined;
    const page = signedIn ? undefined : prerendered.get(pagePath);
    reply.header('cache-control', 'no-cache').header('vary', 'Cookie');
    // About, FAQ, the legal pages, the challenges: drawn with the edition's content (decision 0025).
    const search = request.url.slice(url.length);
    if (!signedIn && (await contentPages.send(request, reply, url.length > 1 ? url.replace(/\/+$/, '') : url, search)))
      return reply;
    const file = page ?? 'index.html';
    // The gallery's pages carry their own title (a project's name) in the first HTML, for link previews.
    let own: Awaited<ReturnType<typeof galleryPageHead>> = null;
    try {
      own = await galleryPageHead(app.db, pagePath);
    } catch (err) {
      request.log.warn({ err }, 'gallery page sent without its own head');
    }
    if (own) return fillOf(file).sendWithHead(reply, own.edition, own.page);
    if (await fillOf(file).send(request, reply)) return reply;
    return reply.sendFile(file);
  });
}
