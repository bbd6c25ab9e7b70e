// The node-postgres pool in front of PGlite's single session. PGlite has one backend, so the pool has
// one client and a transaction holds it until it ends. Who goes next matters during a rush: with one
// FIFO queue, a health check or a page read would wait behind every queued registration transaction
// (seconds), so single statements go before queued transactions, and after a run of them a waiting
// transaction gets its turn, so neither kind can starve the other.
import pg from 'pg';
import { nameStatements } from './pglite-statements';

/** Single statements that may go before a waiting transaction, in a row. */
export const SINGLES_BEFORE_A_TRANSACTION = 16;

type Kind = 'single' | 'transaction';

export class SessionGate {
  private busy = false;
  private readonly waiting: Record<Kind, (() => void)[]> = { single: [], transaction: [] };
  private singlesInARow = 0;

  acquire(kind: Kind): Promise<void> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting[kind].push(resolve));
  }

  release() {
    const { single, transaction } = this.waiting;
    let next: (() => void) | undefined;
    if (single.length && (!transaction.length || this.singlesInARow < SINGLES_BEFORE_A_TRANSACTION)) {
      this.singlesInARow++;
      next = single.shift();
    } else {
      this.singlesInARow = 0;
      next = transaction.shift() ?? single.shift();
    }
    if (next) next();
    else this.busy = false;
  }
}

/**
 * A pg.Pool (drizzle's node-postgres driver checks `instanceof Pool` to run a transaction on a client of
 * its own) whose one client is handed out by the gate above. Promise forms only, as drizzle uses.
 */
export function createPglitePool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool({ ...config, max: 1 });
  const gate = new SessionGate();
  const connectClient = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const checkout = async () => {
    const client = await connectClient();
    nameStatements(client);
    return client;
  };

  const query = async (...args: [string | pg.QueryConfig, unknown[]?]) => {
    await gate.acquire('single');
    let client: pg.PoolClient | undefined;
    try {
      client = await checkout();
      const result = await client.query(...args);
      client.release();
      return result;
    } catch (err) {
      // An SQL error leaves the session usable; anything else (the thread died) discards the client.
      client?.release(err instanceof pg.DatabaseError ? undefined : (err as Error));
      throw err;
    } finally {
      gate.release();
    }
  };

  const connect = async (): Promise<pg.PoolClient> => {
    await gate.acquire('transaction');
    let client: pg.PoolClient;
    try {
      client = await checkout();
    } catch (err) {
      gate.release();
      throw err;
    }
    const release = client.release.bind(client);
    let released = false;
    client.release = (err?: Error | boolean) => {
      if (released) return;
      released = true;
      release(err);
      gate.release();
    };
    return client;
  };

  pool.query = query as typeof pool.query;
  pool.connect = connect as typeof pool.connect;
  return pool;
}
