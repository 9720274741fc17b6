import PgBoss from 'pg-boss';
import { CompiledQuery, sql } from 'kysely';
import { advisoryLocks } from '../db/advisory-locks.ts';
import type { FastifyBaseLogger } from 'fastify';
import {
  jobRetryDelaySeconds,
  jobRetryLimit,
  type JobHandler,
  type JobQueue,
  type Queries,
  type SendOptions,
} from './queue.ts';

/**
 * pg-boss runs its SQL through the app's own connections (its `db` option), so it needs no pool or
 * URL of its own, and a job can be sent inside the caller's transaction. Its multi-statement commands
 * (migrations, locks) go as one simple query, whose results pg-boss never reads.
 */
function executor(queries: Queries): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const query = CompiledQuery.raw(text, values);
      if (queries.isTransaction || !/^\s*BEGIN;/.test(text)) {
        return { rows: (await queries.executeQuery(query)).rows };
      }
      // Its locked commands are `BEGIN; …; COMMIT;` in one: one that fails leaves its connection in an
      // aborted transaction, which must not go back to the pool so (every later query on it would fail).
      return queries.connection().execute(async (connection) => {
        try {
          return { rows: (await connection.executeQuery(query)).rows };
        } catch (error) {
          await connection.executeQuery(CompiledQuery.raw('ROLLBACK')).catch(() => undefined);
          throw error;
        }
      });
    },
  };
}

/**
 * The PostgreSQL queue: pg-boss 10 (the last major for Node 20), in its own schema `pgboss`. Jobs are
 * fetched with SKIP LOCKED, so of many instances one takes each job; a job whose worker died expires
 * and is retried; completed jobs are archived and deleted by its maintenance.
 */
export class PgBossQueue implements JobQueue {
  readonly kind = 'pg-boss' as const;
  private readonly boss: PgBoss;

  constructor(
    private readonly db: Queries,
    log: Pick<FastifyBaseLogger, 'error'>,
    private readonly pollingSeconds = 1,
  ) {
    this.boss = new PgBoss({
      db: executor(db),
      schema: 'pgboss',
      migrate: true,
      supervise: true,
      // No cron schedules and no state monitor: nothing here uses them.
      schedule: false,
    });
    this.boss.on('error', (error) => {
      log.error({ err: error }, 'job queue error');
    });
  }

  async start(queues: readonly string[]): Promise<void> {
    // pg-boss checks whether its schema and a queue exist, then creates them: instances starting
    // together on a fresh database would both create, and one fail. They take turns, the lock held by
    // a transaction that does nothing else while pg-boss works on the pool's other connections.
    await this.db.transaction().execute(async (tx) => {
      await sql`select pg_advisory_xact_lock(${advisoryLocks.queueStart})`.execute(tx);
      await this.boss.start();
      for (const name of queues) {
        await this.boss.createQueue(name, {
          name,
          retryLimit: jobRetryLimit,
          retryDelay: jobRetryDelaySeconds,
          retryBackoff: true,
        });
      }
    });
  }

  async send(queue: string, data: Record<string, unknown>, { tx, delaySeconds }: SendOptions = {}) {
    await this.boss.send(queue, data, {
      db: executor(tx ?? this.db),
      ...(delaySeconds ? { startAfter: delaySeconds } : {}),
    });
  }

  async work<T>(queue: string, handler: JobHandler<T>): Promise<void> {
    await this.boss.work<T>(
      queue,
      { pollingIntervalSeconds: this.pollingSeconds, batchSize: 1 },
      async (jobs) => {
        for (const job of jobs) await handler(job.data);
      },
    );
  }

  async stop(): Promise<void> {
    // The connections are the app's: closing them is its business.
    await this.boss.stop({ graceful: true, close: false, wait: true, timeout: 10_000 });
  }
}
