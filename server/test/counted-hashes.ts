// Counts the password hashes that really run (what a registration flood costs). A test file mocks the
// crypto module with it; vi.mock's factory is hoisted above the imports, so it loads this module itself:
//
//   vi.mock('../lib/crypto', async (real) => (await import('../test/counted-hashes')).countingHashes(await real()));
import type * as Crypto from '../lib/crypto';

export const counted = { hashes: 0 };

/** The crypto module with hashPassword counting each call in `counted.hashes`. */
export function countingHashes(real: typeof Crypto): typeof Crypto {
  return {
    ...real,
    hashPassword: async (password: string) => {
      counted.hashes++;
      return real.hashPassword(password);
    },
  };
}
