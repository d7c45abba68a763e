import pg from "pg";

// The pool's connections prepare each statement of the app's SQL once, and from then on only bind
// and execute it: PostgreSQL skips parsing and planning a query it has seen on that connection.
// The repositories' queries are a fixed set of texts (Kysely builds the same SQL for the same
// query with the parameters apart), so a connection soon holds all it runs.

/** Statements one connection keeps prepared; texts met after that run unprepared. */
export const PREPARED_STATEMENTS_PER_CONNECTION = 200;

/** Only plain data statements: DDL (migrations) and anything unusual runs as it always did. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\s/i;

/**
 * A migration that changes a table's columns (another instance applying it during a rolling
 * deploy) invalidates a prepared `SELECT table.*`: PostgreSQL refuses to run it again.
 */
function isStalePlan(error: unknown): boolean {
  return (
    (error as { code?: string }).code === "0A000" &&
    /cached plan must not change result type/.test((error as Error).message)
  );
}

type Query = (...args: unknown[]) => Promise<unknown>;

export class PreparingClient extends pg.Client {
  /** SQL text → the name it is prepared under on this connection. */
  readonly #names = new Map<string, string>();
  #prepared = 0;

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const plain = this.query.bind(this) as unknown as Query;
    // Kysely calls query(text, values); every other form (streams, callbacks, configs) is pg's.
    this.query = ((...args: unknown[]) => {
      const [text, values] = args;
      return args.length === 2 &&
        typeof text === "string" &&
        Array.isArray(values) &&
        PREPARABLE.test(text)
        ? this.#prepare(plain, text, values)
        : plain(...args);
    }) as typeof this.query;
  }

  async #prepare(plain: Query, text: string, values: unknown[]): Promise<unknown> {
    let name = this.#names.get(text);
    if (name === undefined) {
      if (this.#names.size >= PREPARED_STATEMENTS_PER_CONNECTION) return plain(text, values);
      name = `nestling_${++this.#prepared}`;
      this.#names.set(text, name);
    }
    try {
      return await plain({ name, text, values });
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      // Prepared again under a new name next time; this once, unprepared (inside a transaction
      // it fails too, as the transaction is already aborted, and the caller sees that error).
      this.#names.delete(text);
      return plain(text, values);
    }
  }
}
