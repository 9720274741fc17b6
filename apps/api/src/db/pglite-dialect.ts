import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/**
 * Kysely on PGlite, written here rather than taken from kysely-pglite, which pulls in a CLI, a code
 * generator and file watchers. PGlite is one connection, so a transaction must own it until it ends:
 * connections are handed out one at a time.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter = () => new PostgresAdapter();
  createDriver = (): Driver => new PGliteDriver(this.pglite);
  createQueryCompiler = () => new PostgresQueryCompiler();
  createIntrospector = (db: Kysely<unknown>): DatabaseIntrospector => new PostgresIntrospector(db);
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;

  constructor(private readonly pglite: PGlite) {}

  async init() {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.release = release;
    return new PGliteConnection(this.pglite);
  }

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = undefined;
    release?.();
    return Promise.resolve();
  }

  async destroy() {
    if (!this.pglite.closed) await this.pglite.close();
  }
}

/**
 * Dates go in as ISO strings: PGlite recognises a Date with instanceof, which fails for a Date made in
 * another realm (as under Jest, where PGlite is loaded outside the test sandbox).
 */
const toParameter = (value: unknown) =>
  Object.prototype.toString.call(value) === '[object Date]' ? (value as Date).toISOString() : value;

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(query.sql, query.parameters.map(toParameter));
    const changed = ['INSERT', 'UPDATE', 'DELETE', 'MERGE'].includes(result.command ?? '');
    return {
      rows: result.rows,
      ...(changed ? { numAffectedRows: BigInt(result.affectedRows ?? 0) } : {}),
    };
  }

  /** Nothing here streams; the interface asks for it. */
  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect does not stream');
  }
}
