import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from './db/connect.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's counters in the database, so every instance on one database counts the same
 * requests: a client spreading its attempts over instances meets the same limit. One statement per
 * request counts and, once a window has passed, starts the next.
 */
export function databaseRateLimitStore(db: Db, now: () => Date): FastifyRateLimitStoreCtor {
  let sweptAt = 0;

  /** Windows long past are of no use: removed at most once a minute. */
  async function sweep(time: Date) {
    if (time.getTime() - sweptAt < 60_000) return;
    sweptAt = time.getTime();
    await db.deleteFrom('rate_limits').where('reset_at', '<', time).execute();
  }

  class DatabaseStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    /** The plugin makes the first with its own options; each route's is a child with a key prefix. */
    constructor(options: { prefix?: string } = {}) {
      this.prefix = options.prefix ?? '';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const time = now();
      const resetAt = new Date(time.getTime() + timeWindow);
      db.insertInto('rate_limits')
        .values({ key: `${this.prefix}${key}`, count: 1, reset_at: resetAt })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            count: sql<number>`case when rate_limits.reset_at <= ${time} then 1 else rate_limits.count + 1 end`,
            reset_at: sql<Date>`case when rate_limits.reset_at <= ${time} then excluded.reset_at else rate_limits.reset_at end`,
          }),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow()
        .then(async (row) => {
          callback(null, { current: row.count, ttl: Math.max(0, row.reset_at.getTime() - time.getTime()) });
          await sweep(time);
        })
        .catch((error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        });
    }

    child(routeOptions: { method: string | string[]; url: string }): FastifyRateLimitStore {
      return new DatabaseStore({ prefix: `${String(routeOptions.method)} ${routeOptions.url} ` });
    }
  }
  return DatabaseStore;
}
