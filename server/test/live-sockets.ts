// Real WebSocket clients for the live tests: connect to a listening app and read its messages in order.
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import type { LiveMessage } from '@shared/schemas/live';

export interface TestClient {
  ws: WebSocket;
  /** Every message received so far. */
  messages: LiveMessage[];
  /** Resolves with the next message matching `pred` (including ones already received but not taken). */
  next(pred?: (m: LiveMessage) => boolean, timeoutMs?: number): Promise<LiveMessage>;
  /** Resolves when nothing matching `pred` arrives within `ms`. */
  none(pred: (m: LiveMessage) => boolean, ms?: number): Promise<void>;
  send(data: unknown): void;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `ws://127.0.0.1:${address.port}/ws`;
}

export function connect(url: string, opts: WebSocket.ClientOptions = {}): Promise<TestClient> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, opts);
    const messages: LiveMessage[] = [];
    let taken = 0;
    const waiters: Array<() => void> = [];
    ws.on('message', (data) => {
      messages.push(JSON.parse(data.toString()) as LiveMessage);
      for (const w of waiters.splice(0)) w();
    });
    const closed = new Promise<{ code: number; reason: string }>((res) => {
      ws.on('close', (code, reason) => {
        for (const w of waiters.splice(0)) w();
        res({ code, reason: reason.toString() });
      });
    });
    ws.on('error', () => {});
    ws.once('unexpected-response', (_req, res) => reject(new Error(`Unexpected server response: ${res.statusCode}`)));
    ws.once('error', (err) => reject(err));
    ws.once('open', () => {
      const client: TestClient = {
        ws,
        messages,
        closed,
        next(pred = () => true, timeoutMs = 5000) {
          return new Promise((res, rej) => {
            const timer = setTimeout(
              () => rej(new Error(`timed out waiting for a message; got ${JSON.stringify(messages.slice(taken))}`)),
              timeoutMs,
            );
            const check = () => {
              for (let i = taken; i < messages.length; i++) {
                if (pred(messages[i]!)) {
                  taken = i + 1;
                  clearTimeout(timer);
                  res(messages[i]!);
                  return;
                }
              }
              if (ws.readyState === WebSocket.CLOSED) {
                clearTimeout(timer);
                rej(new Error('socket closed while waiting'));
                return;
              }
              waiters.push(check);
            };
            check();
          });
        },
        none(pred, ms = 300) {
          const start = messages.length;
          return new Promise((res, rej) => {
            setTimeout(() => {
              const hit = messages.slice(start).find(pred);
              if (hit) rej(new Error(`unexpected message ${JSON.stringify(hit)}`));
              else res();
            }, ms);
          });
        },
        send(data) {
          ws.send(typeof data === 'string' ? data : JSON.stringify(data));
        },
        async close() {
          if (ws.readyState === WebSocket.CLOSED) return;
          ws.close();
          await closed;
        },
      };
      resolve(client);
    });
  });
}
