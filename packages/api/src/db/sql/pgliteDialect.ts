import type { PGlite } from '@electric-sql/pglite';
import { PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, Kysely, QueryResult } from 'kysely';
import type { SqlSchema } from './schema.ts';
import { PreparedStatements } from './preparedStatements.ts';

/** Hands out one holder at a time, in the order asked. */
class TurnLock {
  private tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => turn);
    return ready;
  }
}

/**
 * PostgreSQL's adapter, marked: a write may then use what only PGlite has, `COPY … FROM '/dev/blob'`
 * (db/productRows.ts), where PostgreSQL's server would read a file of its own machine.
 */
class PGliteAdapter extends PostgresAdapter {}

/** True when `db` (or a transaction of it) runs on PGlite. */
export function onPGlite(db: Kysely<SqlSchema>): boolean {
  return db.getExecutor().adapter instanceof PGliteAdapter;
}

class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly client: PGlite,
    private readonly statements: PreparedStatements,
  ) {}

  /** `begin`, `commit`, `rollback`: PostgreSQL's simple protocol, one call into the engine instead of six. */
  async control(text: string): Promise<void> {
    await this.client.exec(text);
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // A COPY from '/dev/blob' is compiled with its blob as its only parameter: PGlite takes it as an option.
    const [only] = query.parameters;
    const blob = query.parameters.length === 1 && only instanceof Blob ? only : undefined;
    const result = blob ? await this.client.query<R>(query.sql, [], { blob }) : await this.statements.run<R>(query.sql, query.parameters);
    return { rows: result.rows, numAffectedRows: result.affectedRows === undefined ? undefined : BigInt(result.affectedRows) };
  }

  // eslint-disable-next-line require-yield -- Kysely's interface wants a generator; PGlite has no cursor to stream from.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results');
  }
}

/**
 * PGlite is one PostgreSQL session. Kysely's driver for it lets every request use that session at
 * once, so a request's statements could land inside another request's open transaction; this one
 * lends the session to one holder at a time (a query, or a whole transaction), as a pool of one
 * connection would, and answers affected-row counts as Kysely reads them.
 */
class SerialPGliteDriver implements Driver {
  private readonly lock = new TurnLock();
  private readonly releases = new WeakMap<DatabaseConnection, () => void>();
  private readonly statements: PreparedStatements;

  constructor(
    private readonly client: PGlite,
    private readonly closed: () => void,
  ) {
    this.statements = new PreparedStatements(client);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.lock.acquire();
    const connection = new PGliteConnection(this.client, this.statements);
    this.releases.set(connection, release);
    return connection;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.releases.get(connection)?.();
    this.releases.delete(connection);
  }

  async beginTransaction(connection: PGliteConnection): Promise<void> {
    await connection.control('begin');
  }

  async commitTransaction(connection: PGliteConnection): Promise<void> {
    await connection.control('commit');
  }

  async rollbackTransaction(connection: PGliteConnection): Promise<void> {
    await connection.control('rollback');
  }

  /** Closes once the statement or transaction under way has ended. */
  async destroy(): Promise<void> {
    const release = await this.lock.acquire();
    try {
      await this.client.close();
    } finally {
      this.closed();
      release();
    }
  }
}

/** The dialect of a PGlite client; `closed` is called once the client has closed. */
export function pgliteDialect(client: PGlite, closed: () => void = () => {}): Dialect {
  return {
    createAdapter: () => new PGliteAdapter(),
    createDriver: () => new SerialPGliteDriver(client, closed),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}
