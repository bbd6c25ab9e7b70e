// Named statements on PGlite's one session. Each unnamed query is parsed, analysed and planned again by
// the WebAssembly backend, which dominated the short statements of a busy moment: a help request's
// view (4 joins) took 4.5 ms as an unnamed statement and 2.2 ms named, an edition's row (50 columns)
// 3.1 ms and 1.6 ms (the claim rush of issue 34, bench/mentoring.ts). node-postgres sends Parse once
// per name and client, and PostgreSQL keeps the statement's analysis and, once it is as good, a generic
// plan. Only parameterised statements are named (a text with literals inlined would be a new name each
// time), at most STATEMENTS_KEPT of them per session, least recently used out first (DEALLOCATE): each
// costs backend memory.
import pg from 'pg';

export const STATEMENTS_KEPT = 200;

type QueryArgs = [string | pg.QueryConfig, unknown[]?, ...unknown[]];

/** The statement names of one client, most recently used last (a Map keeps insertion order). */
class StatementNames {
  private readonly names = new Map<string, string>();
  private next = 1;

  /** The name for `text`, and the name to deallocate first when one had to go. */
  take(text: string): { name: string; evict?: string } {
    const known = this.names.get(text);
    if (known) {
      this.names.delete(text);
      this.names.set(text, known);
      return { name: known };
    }
    let evict: string | undefined;
    if (this.names.size >= STATEMENTS_KEPT) {
      const [oldText, oldName] = this.names.entries().next().value as [string, string];
      this.names.delete(oldText);
      evict = oldName;
    }
    const name = `s${this.next++}`;
    this.names.set(text, name);
    return { name, evict };
  }

  forget(text: string) {
    this.names.delete(text);
  }
}

const patched = new WeakSet<pg.ClientBase>();

/** Makes `client` name its parameterised statements (once per client). */
export function nameStatements(client: pg.ClientBase): void {
  if (patched.has(client)) return;
  patched.add(client);
  const names = new StatementNames();
  const plain = client.query.bind(client) as (...args: QueryArgs) => Promise<pg.QueryResult>;
  type Tracked = Record<string, string>;
  const connection = () =>
    (client as unknown as { connection: { parsedStatements: Tracked; submittedNamedStatements: Tracked } }).connection;
  const parsed = () => connection().parsedStatements;
  /** node-postgres's own record of the name, so a later Parse of the name is sent again. */
  const untrack = (name: string) => {
    delete connection().parsedStatements[name];
    delete connection().submittedNamedStatements[name];
  };
  client.query = (async (...args: QueryArgs) => {
    const [first, second] = args;
    // drizzle calls query({ text, types, rowMode }, values); others query(text, values) or
    // query({ text, values }). A callback form is left alone.
    const values = Array.isArray(second) ? second : typeof first === 'object' ? first?.values : undefined;
    const config: pg.QueryConfig | null =
      values?.length && typeof second !== 'function' && args.length <= 2
        ? typeof first === 'string'
          ? { text: first, values }
          : !first.name
            ? { ...first, values }
            : null
        : null;
    if (!config) return plain(...args);
    const { name, evict } = names.take(config.text);
    if (evict) {
      untrack(evict);
      await plain(`deallocate "${evict}"`);
    }
    try {
      return await plain({ ...config, name });
    } catch (err) {
      // A statement whose Parse failed is not kept by the backend: forget its name too. A plan made
      // before a migration changed a table's columns cannot run again ("cached plan must not change
      // result type"): forget it and run the statement once unnamed.
      if (!parsed()[name]) names.forget(config.text);
      if (err instanceof pg.DatabaseError && err.code === '0A000' && parsed()[name]) {
        untrack(name);
        names.forget(config.text);
        await plain(`deallocate "${name}"`);
        return plain(config);
      }
      throw err;
    }
  }) as typeof client.query;
}
