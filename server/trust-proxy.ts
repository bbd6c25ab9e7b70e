// TRUST_PROXY names the reverse proxies in front of the server (DESIGN D12: proxies are trusted only by
// address). Fastify then takes the client address from X-Forwarded-For only when the connection comes
// from one of them, walking the header from the right past trusted hops; a header sent by anyone else
// is ignored, so nobody can pick the address their rate limits are counted under.
import { isIP } from 'node:net';

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
