/**
 * Keys of the PostgreSQL advisory locks the instances on one database share (any constants unique to
 * this app, in one place so no two uses pick the same).
 */
export const advisoryLocks = {
  /** Migrating and seeding at start (connect.ts). */
  start: 7_726_100,
  /** The periodic sweeps' leader (invalidation.ts). */
  sweeps: 7_726_101,
  /** Creating pg-boss's schema and queues at start (jobs/pg-boss-queue.ts). */
  queueStart: 7_726_102,
} as const;
