// Serves the built client: hashed assets cached forever, index.html for every client route.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export async function registerClient(app: FastifyInstance, dist: string) {
  const root = path.resolve(dist);
  const indexFile = path.join(root, 'index.html');
  const hasClient = fs.existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      // wildcard: false registers one route per file that exists at start: no filesystem lookups for unknown paths.
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
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
    // The client router decides what a path shows, including its own 404 screen.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
