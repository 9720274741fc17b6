import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The database or a transaction of it: a job sent in a transaction exists only once it commits. */
export type Queries = Kysely<Database>;

export type JobHandler<T> = (data: T) => Promise<void>;

export interface SendOptions {
  tx?: Queries;
  /** Seconds from the app's now (not the database's, which a test's clock does not move). */
  delaySeconds?: number;
}

/**
 * Work handed from a request (or a producer) to a worker. On PostgreSQL it is pg-boss
 * (pg-boss-queue.ts); on PGlite an in-process poller over a table (table-queue.ts), with the same
 * behaviour: a job is taken by one worker once, retried after a failure, and may be sent inside the
 * transaction that makes it necessary.
 */
export interface JobQueue {
  readonly kind: 'pg-boss' | 'table';
  /** Creates what the named queues need (pg-boss: its schema and queues); before any send or work. */
  start(queues: readonly string[]): Promise<void>;
  /** Adds a job to `queue`; given a transaction, written in it; due `delaySeconds` after now. */
  send(queue: string, data: Record<string, unknown>, options?: SendOptions): Promise<void>;
  /** Hands the queue's jobs to `handler` as they become due, one at a time on this instance. */
  work<T>(queue: string, handler: JobHandler<T>): Promise<void>;
  /** Stops taking jobs and waits for the one being handled. */
  stop(): Promise<void>;
}

/** A job's data, whichever queue carried it: a failed handler is retried this often in all. */
export const jobRetryLimit = 3;
/** Seconds before the first retry; each further one waits longer. */
export const jobRetryDelaySeconds = 30;
