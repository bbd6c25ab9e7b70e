// The baselines of bench/http.ts: a bare Fastify (no plugin, no hook) answering each benchmarked URL
// with the body the real server answered, and under /_headers + URL with its headers too (the security
// headers, request id, validators: what the app must send, set on the reply as a route would set them).
// Reads {url: {body, type, headers}} from BARE_BODIES (a JSON file), listens on BARE_PORT and says 'ready'
// over IPC.
import fs from 'node:fs';
import Fastify from 'fastify';

const answers = new Map(
  Object.entries(
    JSON.parse(fs.readFileSync(process.env.BARE_BODIES!, 'utf8')) as Record<
      string,
      { body: string; type: string; headers?: Record<string, string> }
    >,
  ).map(([url, a]) => [url, { body: Buffer.from(a.body), type: a.type, headers: a.headers ?? {} }]),
);
/** The prefix bench/http.ts asks for the answers with headers under. */
const WITH_HEADERS = '/_headers';
const app = Fastify();
// PUT too (bench/voting.ts): a JSON body is parsed as a route's would be, then the same answer is sent.
app.route({
  method: ['GET', 'PUT'],
  url: '/*',
  handler: (request, reply) => {
    const withHeaders = request.url.startsWith(WITH_HEADERS);
    const a = answers.get(withHeaders ? request.url.slice(WITH_HEADERS.length) : request.url);
    if (!a) return reply.code(404).send();
    if (withHeaders) reply.headers(a.headers);
    return reply.type(a.type).send(a.body);
  },
});
await app.listen({ port: Number(process.env.BARE_PORT), host: '127.0.0.1' });
process.send?.('ready');
