import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import type { PGlite as PGliteType } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import { migrations } from './migrations.ts';
import { seed } from './seed/index.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

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
  /** PGlite's data directory, or `memory://` for a throwaway database. */
  dataDir?: string;
  /** PGlite: start from this dump of a data directory (`dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
}

/** `.data/pglite` at the repository root, the same from src/ and dist/. */
export const defaultDataDir = fileURLToPath(new URL('../../../../.data/pglite', import.meta.url));

export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseOptions {
  return env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR ?? defaultDataDir };
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
    await migrate(db);
    await seed(db, now);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, kind, ...(pglite ? { pglite } : {}) };
}

export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('Migration failed', { cause: error });
}
