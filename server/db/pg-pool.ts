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
//
// And one thing a plain pg.Pool does too eagerly: pool.query() hands its client back with the query's
// error, and the pool then closes that connection, whatever the error. A statement that PostgreSQL
// refused (a unique violation, a check constraint) leaves the connection idle and healthy, and a new one
// costs a backend fork, authentication, the LISTEN of the change tracker and every prepared statement
// again: during a registration rush with common names (each username collision is one refused
// statement) that churn cut throughput by a third. Such a client goes back to the pool.
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
    // pool.query() checks out with a callback and releases its client with the query's error, if any.
    if (callback)
      return super.connect((err, client, done) => {
        if (client) keepOnStatementError(client);
        callback(err, client, client ? (release) => client.release(release as Error | boolean | undefined) : done);
      });
    // A checked-out client (a transaction) is released without an error by its user, or with one on purpose.
    return super.connect().then(releaseWhenLost);
  }
}

/**
 * An error PostgreSQL answered with severity ERROR ended the statement, not the session: after a
 * pool.query() (autocommit) the backend is idle again, its implicit transaction rolled back. FATAL and
 * PANIC end the connection, and an error of the client itself (a timeout, a lost socket) may leave it
 * mid-protocol: those discard it.
 */
function endsOnlyTheStatement(err: unknown): boolean {
  return err instanceof pg.DatabaseError && err.severity === 'ERROR';
}

function keepOnStatementError(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  client.release = (err?: Error | boolean) => release(endsOnlyTheStatement(err) ? undefined : err);
  return client;
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
