// The PostgreSQL connection pool, made to outlive its connections. When PostgreSQL terminates a backend
// (pg_terminate_backend, a restart, a managed failover) two things went wrong with a plain pg.Pool:
//
// 1. A client checked out of the pool (a transaction, the migration lock) emits 'error' on its own, and an
//    'error' event without a listener ends the process. Every client gets a listener here; the error also
//    fails the client's current or next query, which the API answers with 503 (server/plugins/errors.ts).
// 2. drizzle's transaction() sends BEGIN before entering the try/finally that releases its client, so a
//    transaction whose connection dies before BEGIN is answered never gives its client back. Ten of those
//    and the pool is empty for good. A checked-out client whose connection dies is therefore returned to
//    the pool here (which discards it), and its later release by the caller does nothing.
import pg from 'pg';

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

export class ResilientPool extends pg.Pool {
  constructor(config: pg.PoolConfig) {
    super(config);
    this.on('error', () => {
      /* an idle client whose connection died: the pool drops it and the next query opens a new one */
    });
    this.on('connect', (client) => {
      client.on('error', () => {});
    });
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // pool.query() checks out with a callback and already releases its client on error.
    if (callback) return super.connect(callback);
    return super.connect().then(releaseWhenLost);
  }
}

function releaseWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const onLost = (err: Error) => client.release(err);
  client.release = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off('error', onLost);
    release(err);
  };
  client.once('error', onLost);
  return client;
}
