// SMTP servers on loopback for the mail tests: a real one (smtp-server) that can refuse some recipients
// or every connection with a given reply, one that accepts connections and never says a word (a stalled
// server), and a port where nothing listens (connection refused). Any of them can take a port another
// had, to play an SMTP server that comes back.
import net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string[];
  raw: string;
}

export interface SmtpOptions {
  /** Replies 550 to RCPT TO for these recipients. */
  refuse?: (rcpt: string) => boolean;
  /** Greylisting: replies 451 to the first RCPT TO of each recipient, accepts the next. */
  greylist?: boolean;
  /** Replies this (e.g. 421) to every connection instead of a greeting, then hangs up. */
  greetWith?: { code: number; message: string };
  /** Listen on this port (default: any free one). */
  port?: number;
}

export interface TestSmtp {
  port: number;
  received: Received[];
  close(): Promise<void>;
}

const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

export function startSmtp(opts: SmtpOptions = {}): Promise<TestSmtp> {
  const received: Received[] = [];
  const seen = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onConnect(_session, cb) {
      cb(opts.greetWith ? smtpError(opts.greetWith.code, opts.greetWith.message) : undefined);
    },
    onRcptTo(address, _session, cb) {
      if (opts.refuse?.(address.address)) return cb(smtpError(550, 'mailbox unavailable'));
      if (opts.greylist && !seen.has(address.address)) {
        seen.add(address.address);
        return cb(smtpError(451, 'greylisted, try again later'));
      }
      cb();
    },
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        cb();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () =>
      resolve({
        port: (server.server.address() as net.AddressInfo).port,
        received,
        close: () => new Promise<void>((r) => server.close(() => r())),
      }),
    );
  });
}

export interface StalledSmtp {
  port: number;
  /** Connections accepted and still open (each one a send waiting for a greeting). */
  open: Set<net.Socket>;
  /** Connections accepted so far. */
  accepted: number;
  close(): Promise<void>;
}

/** Accepts every connection and never answers: no greeting, no reply, no close. */
export function startStalledSmtp(): Promise<StalledSmtp> {
  const open = new Set<net.Socket>();
  const stalled: StalledSmtp = { port: 0, open, accepted: 0, close: async () => undefined };
  const server = net.createServer((socket) => {
    stalled.accepted++;
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => undefined);
  });
  stalled.close = () =>
    new Promise<void>((r) => {
      for (const s of open) s.destroy();
      server.close(() => r());
    });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      stalled.port = (server.address() as net.AddressInfo).port;
      resolve(stalled);
    }),
  );
}

/** A loopback port where nothing listens (connections are refused) until a server takes it. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });

export const smtpUrl = (port: number) => `smtp://127.0.0.1:${port}?ignoreTLS=true`;

/** Polls `fn` until it returns a value (the worker runs on its own schedule). */
export async function waitFor<T>(fn: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting for the mail worker');
    await new Promise((r) => setTimeout(r, 50));
  }
}
