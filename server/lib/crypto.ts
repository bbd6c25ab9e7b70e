import { hash as digest, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { hashGate } from './hash-gate';

/** OWASP's argon2id parameters (m=19 MiB, t=2, p=1); @node-rs/argon2 defaults to the argon2id variant. */
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Through the hash gate: a registration flood can neither take every pool thread nor queue forever. */
export const hashPassword = (password: string) => hashGate.run(() => hash(password, ARGON2));

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // Hash even when there is no stored hash, so timing does not tell whether an account exists.
  const target = passwordHash ?? DUMMY_HASH;
  try {
    const ok = await verify(target, password);
    return ok && passwordHash !== null;
  } catch {
    return false;
  }
}
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$2nMSaBwTrhsP0QGdNsAfuZGDUPcuAjR4Q3q2fnIFjOg';

/** A 256-bit random token, URL-safe. */
export const randomToken = () => randomBytes(32).toString('base64url');

// crypto.hash, one call with no Hash object: the session lookup hashes the caller's token on every
// signed-in request, and createHash's object cost a tenth of a cached /api/auth/me.
export const sha256 = (value: string) => digest('sha256', value, 'hex');

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!@#$%^&*-_+=?';

/**
 * A random password from a CSPRNG with at least one letter of each case, one digit and one symbol.
 * Ambiguous characters (0/O, 1/l/I) are left out because people copy these by hand.
 */
export function generatePassword(length = 12): string {
  const all = LOWER + UPPER + DIGITS + SYMBOLS;
  const chars = [LOWER, UPPER, DIGITS, SYMBOLS].map((set) => set[randomInt(set.length)]!);
  while (chars.length < length) chars.push(all[randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/** A short code people can type: 8 characters, no ambiguous ones. */
export function generateCode(length = 8): string {
  const set = UPPER + DIGITS;
  let out = '';
  for (let i = 0; i < length; i++) out += set[randomInt(set.length)];
  return out;
}
