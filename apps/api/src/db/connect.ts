import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import type { PGlite as PGliteType } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import { advisoryLocks } from './advisory-locks.ts';
import { migrations } from './migrations.ts';
import { seed } from './seed/index.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

/** Where each PostgreSQL database's instance opens the one connection it listens on. */
const listenUrls = new WeakMap<Db, string>();

/**
 * The URL of the connection an instance listens on and leads the sweeps from (`openDatabase`'s
 * `listenUrl`, or the pool's own URL); undefined for PGlite.
 */
export const postgresUrlOf = (db: Db): string | undefined => listenUrls.get(db);

/**
 * `date` columns are read as their `YYYY-MM-DD` text: a calendar date has no time zone, and the
 * drivers' default (a Date at local midnight of the server) shifts it with the server's zone.
 */
const DATE_OID = 1082;
const pgTypes = new pg.TypeOverrides();
pgTypes.setTypeParser(DATE_OID, 'text', (text: string) => text);

/**
 * PGlite loads its WASM with dynamic import(), which Jest's module sandbox cannot serve; the API's test
 * environment (test/environment.js) loads it outside the sandbox and hands the class in here.
 */
async function pgliteClass(): Promise<typeof PGliteType> {
  const injected = (globalThis as { __voolPGlite?: typeof PGliteType }).__voolPGlite;
  return injected ?? (await import('@electric-sql/pglite')).PGlite;
}

export interface DatabaseOptions {
  /** postgres://… : a real PostgreSQL. Otherwise PGlite. */
  url?: string;
  /**
   * postgres://… of the same database, reached directly or through a session-mode pool: LISTEN and the
   * sweeps' leader lock belong to a session, which PgBouncer's transaction mode (the usual `url` in
   * front of a managed PostgreSQL) does not keep. Defaults to `url`.
   */
  listenUrl?: string;
  /** PGlite's data directory, or `memory://` for a throwaway database. */
  dataDir?: string;
  /** PGlite: start from this dump of a data directory (`dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
}

/** `.data/pglite` at the repository root, the same from src/ and dist/. */
export const defaultDataDir = fileURLToPath(new URL('../../../../.data/pglite', import.meta.url));

/** `DATABASE_URL`, `DATABASE_LISTEN_URL` (PostgreSQL) or `DATA_DIR` (PGlite). */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseOptions {
  const listenText = env.DATABASE_LISTEN_URL?.trim() ?? '';
  const listenUrl = listenText === '' ? undefined : listenText;
  if (!env.DATABASE_URL) {
    if (listenUrl) throw new Error('DATABASE_LISTEN_URL is for PostgreSQL: set DATABASE_URL too');
    return { dataDir: env.DATA_DIR ?? defaultDataDir };
  }
  return { url: env.DATABASE_URL, ...(listenUrl ? { listenUrl } : {}) };
}

/**
 * Opens the database, brings its schema up to date and seeds it when it is empty, with the invoices
 * issued up to `now` (the app's clock, so a test seeds the same invoices on any day).
 */
export async function openDatabase(
  options: DatabaseOptions,
  now: Date = new Date(),
): Promise<{ db: Db; kind: 'postgres' | 'pglite'; pglite?: PGliteType }> {
  let db: Db;
  let kind: 'postgres' | 'pglite';
  let pglite: PGliteType | undefined;
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10, types: pgTypes });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    listenUrls.set(db, options.listenUrl ?? options.url);
    kind = 'postgres';
  } else {
    const dataDir = options.dataDir ?? defaultDataDir;
    if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
    pglite = await (
      await pgliteClass()
    ).create(dataDir, {
      parsers: { [DATE_OID]: (text) => text },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    kind = 'pglite';
  }
  try {
    if (kind === 'postgres') await oneAtATime(db, () => migrateAndSeed(db, now));
    else await migrateAndSeed(db, now);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, kind, ...(pglite ? { pglite } : {}) };
}

async function migrateAndSeed(db: Db, now: Date) {
  await migrate(db);
  await seed(db, now);
}

/**
 * Instances starting together on one PostgreSQL take turns: the first migrates and seeds, the others
 * then find it done. Kysely's migrator locks its own work, but the seed checks for an empty database
 * and then fills it, which two at once would both do. A transaction-level lock, held by a transaction
 * that does nothing else while the work runs on the pool's other connections, so it also holds through
 * a pooler in transaction mode (PgBouncer), where a session-level lock would not.
 */
async function oneAtATime(db: Db, work: () => Promise<void>) {
  await db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${advisoryLocks.start})`.execute(tx);
    await work();
  });
}

export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('Migration failed', { cause: error });
}
