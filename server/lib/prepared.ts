// Hand-written statements on a hot path (a registration, a rate-limit count) as named prepared
// statements: drizzle turns the SQL into text once per process instead of once per call, and PostgreSQL
// parses and plans it once per connection (node-postgres remembers which of its connections have it)
// instead of on every call. Values are bound through sql.placeholder('name').
// PGlite in tests (drizzle-orm/pglite) ignores the name and runs the same text.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';

const dialect = new PgDialect();
const names = new Set<string>();

export class PreparedStatement<Row> {
  private readonly query: { sql: string; params: unknown[] };

  constructor(
    readonly name: string,
    statement: SQL,
  ) {
    // node-postgres refuses a name reused with another text on one connection: one name, one statement.
    if (names.has(name)) throw new Error(`Prepared statement ${name} is defined twice`);
    names.add(name);
    this.query = dialect.sqlToQuery(statement);
  }

  /** Runs it on the database or inside a transaction; `values` fills the placeholders by name. */
  async run(db: Tx, values: Record<string, unknown>): Promise<Row[]> {
    const prepared = db._.session.prepareQuery(this.query, undefined, this.name, false);
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  }
}
