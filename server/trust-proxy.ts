// TRUST_PROXY names the reverse proxies in front of the server (DESIGN D12: proxies are trusted only by
// address). Fastify then takes the client address from X-Forwarded-For only when the connection comes
// from one of them, walking the header from the right past trusted hops; a header sent by anyone else
// is ignored, so nobody can pick the address their rate limits are counted under.
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';

/** Names Fastify's trustProxy (proxy-addr) understands for whole ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isNetmask(mask: string): boolean {
  if (isIP(mask) !== 4) return false;
  const bits = mask
    .split('.')
    .map((o) => Number(o).toString(2).padStart(8, '0'))
    .join('');
  return /^1*0*$/.test(bits);
}

function validEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length || !address) return false;
  const family = isIP(address);
  if (!family) return false;
  if (prefix === undefined) return true;
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (family === 4 ? 32 : 128);
  return family === 4 && isNetmask(prefix);
}

/**
 * Parses TRUST_PROXY: unset, empty or `false` → no proxy; otherwise a comma-separated list of
 * addresses, CIDRs (`10.0.0.0/8`, `fd00::/8`, `10.0.0.0/255.0.0.0`) or the range names `loopback`,
 * `linklocal`, `uniquelocal`. `true` is refused: it trusts every peer, so any client could forge
 * X-Forwarded-For and get a fresh rate-limit bucket with every request. A hop count is refused for the
 * same reason when the server can also be reached without the proxy.
 */
export function parseTrustProxy(value: string | undefined): string[] {
  const v = value?.trim() ?? '';
  if (v === '' || /^(false|0|no)$/i.test(v)) return [];
  if (/^(true|1|yes)$/i.test(v) || /^\d+$/.test(v)) {
    throw new Error(
      'must name the proxies (addresses or CIDRs, comma-separated, e.g. 127.0.0.1 or 10.0.0.0/8), not ' +
        `"${v}": trusting every peer lets any client forge X-Forwarded-For`,
    );
  }
  const entries = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !validEntry(e));
  if (bad.length) {
    throw new Error(`not an address, CIDR or range name (loopback, linklocal, uniquelocal): ${bad.join(', ')}`);
  }
  return entries;
}

type TrustFn = (address: string, hop: number) => boolean;

/** The last value of a header a chain of proxies appended to ("a, b, c" → "c"), as Fastify reads it. */
const lastEntry = (value: string) => value.slice(value.lastIndexOf(',') + 1).trim();

/**
 * What Fastify's request.protocol, .host and .ip say, read from the raw request: for the answers written
 * before Fastify sees the request (server/cache/front-answers.ts), which must set HSTS and log the client
 * exactly as the whole way does. The same trust as the app's Fastify option (`proxy-addr` over TRUST_PROXY):
 * X-Forwarded-* are believed only from a named proxy.
 */
export function proxyView(trustProxy: string[]) {
  const trusted: TrustFn = trustProxy.length ? proxyAddr.compile(trustProxy) : () => false;
  const fromProxy = (req: IncomingMessage) => trusted(req.socket.remoteAddress ?? '', 0);
  const forwarded = (req: IncomingMessage, name: string) => {
    const value = req.headers[name];
    return typeof value === 'string' && value && fromProxy(req) ? lastEntry(value) : undefined;
  };
  return {
    protocol: (req: IncomingMessage) =>
      forwarded(req, 'x-forwarded-proto') ?? ((req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http'),
    host: (req: IncomingMessage) => forwarded(req, 'x-forwarded-host') ?? req.headers.host ?? '',
    ip: (req: IncomingMessage) => proxyAddr.all(req, trusted).at(-1),
  };
}
