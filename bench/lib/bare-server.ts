// The baseline of bench/http.ts: a bare Fastify (no plugin, no hook) answering each benchmarked URL
// with the bytes the real server answered. Reads {url: {body, type}} from BARE_BODIES (a JSON file),
// listens on BARE_PORT and says 'ready' over IPC.
import fs from 'node:fs';
import Fastify from 'fastify';

const answers = new Map(
  Object.entries(
    JSON.parse(fs.readFileSync(process.env.BARE_BODIES!, 'utf8')) as Record<string, { body: string; type: string }>,
  ).map(([url, a]) => [url, { body: Buffer.from(a.body), type: a.type }]),
);
const app = Fastify();
app.get('/*', (request, reply) => {
  const a = answers.get(request.url);
  if (!a) return reply.code(404).send();
  return reply.type(a.type).send(a.body);
});
await app.listen({ port: Number(process.env.BARE_PORT), host: '127.0.0.1' });
process.send?.('ready');
