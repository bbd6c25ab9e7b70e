// The per-address limit of team registration (REGISTRATIONS_PER_IP per hour, decision 0003), without a
// database round trip of its own for each registration (decision 0008). Every request is still counted
// once in rate_counters, where all instances count:
//
// - this instance admits or refuses a request as it arrives, before its body is read or a password
//   hashed, from its own count of the address's requests (what it admitted, plus what the database last
//   said). With one instance that count is the database's, so exactly `max` requests per window get a
//   hash, as before;
// - the registration statement counts its own request and writes nothing once the address is past the
//   limit (create-team.ts), so across instances the accepted registrations never exceed the limit;
// - a request that ends without that statement committing (a 400, a taken email, an error) is counted
//   on its own once answered.
//
// With several instances, an address they all serve can get up to `max` hashes from each before each
// learns the database's count from a refused statement; its registrations still stop at `max`.
import { fromAddressMessage, RateCounter, tooManyRequests } from '../../lib/throttle';
import type { Db } from '../../db/client';
import type { FastifyBaseLogger } from 'fastify';

/** REGISTRATIONS_PER_IP per window (config.registrationLimit). */
export interface AddressLimit {
  perIp: number;
  windowMs: number;
}

/** What the registration statement needs to count its request (create-team.ts). */
export interface CountedRequest {
  key: string;
  max: number;
  windowMs: number;
}

/** A request admitted by the limit; `counted` once the database has it. */
export interface Ticket extends CountedRequest {
  address: string;
  counted: boolean;
}

interface Known {
  count: number;
  resetAt: number;
}

/** Addresses remembered at most; past it, ended windows go first, then the oldest. */
const REMEMBERED = 50_000;

export class RegistrationAddressLimit {
  private readonly known = new Map<string, Known>();
  private readonly counter: RateCounter;

  constructor(
    db: Db,
    private readonly limit: AddressLimit,
    private readonly log: FastifyBaseLogger,
    /** The counter's name: the one @fastify/rate-limit's store used, so both count the same row. */
    name = 'route POST /api/register-team',
  ) {
    this.counter = new RateCounter(db, { name, max: limit.perIp, windowMs: limit.windowMs });
  }

  /** Takes a slot for the address, or throws the 429 (with Retry-After) if it has none left. */
  admit(address: string, now = Date.now()): Ticket {
    let known = this.known.get(address);
    if (!known || known.resetAt <= now) {
      known = { count: 0, resetAt: now + this.limit.windowMs };
      this.remember(address, known, now);
    }
    if (known.count >= this.limit.perIp) throw this.refusal(known, now);
    known.count++;
    return {
      address,
      key: this.counter.key(address),
      max: this.limit.perIp,
      windowMs: this.limit.windowMs,
      counted: false,
    };
  }

  /** The database counted the request: it says the address's count and when its window ends. */
  learn(ticket: Ticket, count: number, retryAfterSeconds: number, now = Date.now()) {
    ticket.counted = true;
    const known = this.known.get(ticket.address);
    if (!known) return;
    known.count = Math.max(known.count, count);
    known.resetAt = now + retryAfterSeconds * 1000;
  }

  /** The 429 of a request past the limit, at the door or found so by the registration statement. */
  refused(retryAfterSeconds: number) {
    return tooManyRequests(fromAddressMessage('registrations'), Math.max(1, retryAfterSeconds));
  }

  /** A request answered without the statement counting it: counted now (after the answer is sent). */
  async settle(ticket: Ticket): Promise<void> {
    if (ticket.counted) return;
    ticket.counted = true;
    try {
      const { count, retryAfter } = await this.counter.hit(ticket.address);
      this.learn(ticket, count, retryAfter);
    } catch (err) {
      this.log.warn({ err }, 'registration limit: a request could not be counted');
    }
  }

  private refusal(known: Known, now: number) {
    return this.refused(Math.ceil((known.resetAt - now) / 1000));
  }

  private remember(address: string, known: Known, now: number) {
    this.known.delete(address);
    this.known.set(address, known);
    if (this.known.size <= REMEMBERED) return;
    for (const [a, k] of this.known) if (k.resetAt <= now) this.known.delete(a);
    // Still full: forget the oldest (its requests were counted in the database all the same).
    for (const a of this.known.keys()) {
      if (this.known.size <= REMEMBERED) break;
      this.known.delete(a);
    }
  }
}
