import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import {
  jobRetryDelaySeconds,
  jobRetryLimit,
  type JobHandler,
  type JobQueue,
  type Queries,
  type SendOptions,
} from './queue.ts';

export interface TableQueueOptions {
  /** How often an idle worker looks for due jobs. */
  pollMs: number;
  /** Finished jobs are deleted this long after they finished. */
  keepMs: number;
}

const defaults: TableQueueOptions = { pollMs: 1_000, keepMs: 24 * 60 * 60_000 };

interface TakenJob {
  id: number;
  data: unknown;
  attempts: number;
}

/**
 * The queue where there is no PostgreSQL job queue (PGlite): jobs are rows of `job_queue`, and an
 * in-process poller takes them. Taking is one UPDATE of the oldest due row (FOR UPDATE SKIP LOCKED), so
 * two workers, here or on PostgreSQL, never take the same job. Times come from the app's clock.
 */
export class TableQueue implements JobQueue {
  readonly kind = 'table' as const;
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly options: TableQueueOptions;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private lastPurge = 0;

  constructor(
    private readonly db: Queries,
    private readonly now: () => Date,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    options: Partial<TableQueueOptions> = {},
  ) {
    this.options = { ...defaults, ...options };
  }

  start(): Promise<void> {
    return Promise.resolve();
  }

  async send(queue: string, data: Record<string, unknown>, { tx, delaySeconds }: SendOptions = {}) {
    const at = this.now();
    const runAfter = new Date(at.getTime() + (delaySeconds ?? 0) * 1000);
    await (tx ?? this.db)
      .insertInto('job_queue')
      .values({ queue, data: JSON.stringify(data), state: 'created', run_after: runAfter, created_at: at })
      .execute();
    // Sent in a transaction, the job shows once it commits: look soon, and again at the next poll.
    if (this.handlers.has(queue)) this.schedule(20);
  }

  work<T>(queue: string, handler: JobHandler<T>): Promise<void> {
    this.handlers.set(queue, handler as JobHandler<unknown>);
    this.schedule(0);
    return Promise.resolve();
  }

  /** Takes the oldest due job of `queue`, or none. */
  async take(queue: string): Promise<TakenJob | undefined> {
    const due = this.db
      .selectFrom('job_queue')
      .select('id')
      .where('queue', '=', queue)
      .where('state', '=', 'created')
      .where('run_after', '<=', this.now())
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked();
    const row = await this.db
      .updateTable('job_queue')
      .set({ state: 'active', attempts: sql<number>`attempts + 1` })
      .where('id', 'in', due)
      .returning(['id', 'data', 'attempts'])
      .executeTakeFirst();
    return row;
  }

  /** Runs one due job of `queue` with its handler; false when none was due. */
  async runOne(queue: string): Promise<boolean> {
    const handler = this.handlers.get(queue);
    if (!handler) return false;
    const job = await this.take(queue);
    if (!job) return false;
    try {
      await handler(job.data);
      await this.finish(job.id, 'completed', null);
    } catch (error) {
      this.log.error({ err: error, queue, job: job.id }, 'job failed');
      const message = error instanceof Error ? error.message : String(error);
      if (job.attempts > jobRetryLimit) await this.finish(job.id, 'failed', message);
      else {
        // Retried later, each time waiting longer (as pg-boss's backoff does).
        const delayMs = jobRetryDelaySeconds * 1000 * 2 ** (job.attempts - 1);
        await this.db
          .updateTable('job_queue')
          .set({ state: 'created', run_after: new Date(this.now().getTime() + delayMs), error: message })
          .where('id', '=', job.id)
          .execute();
      }
    }
    return true;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private isStopped() {
    return this.stopped;
  }

  private finish(id: number, state: 'completed' | 'failed', error: string | null) {
    return this.db
      .updateTable('job_queue')
      .set({ state, finished_at: this.now(), error })
      .where('id', '=', id)
      .execute();
  }

  private schedule(delayMs: number) {
    if (this.stopped || this.running) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.drain()
        .catch((error: unknown) => {
          this.log.error({ err: error }, 'job queue poll failed');
        })
        .finally(() => {
          this.running = undefined;
          this.schedule(this.options.pollMs);
        });
    }, delayMs);
    // The poller never keeps the process alive: the server's listening socket does.
    this.timer.unref();
  }

  /** Runs every due job of every queue this instance works, then purges old finished ones now and then. */
  private async drain() {
    for (;;) {
      let ran = false;
      for (const queue of this.handlers.keys()) {
        // `stop()` may have been called while a job ran.
        if (this.isStopped()) return;
        if (await this.runOne(queue)) ran = true;
      }
      if (!ran) break;
    }
    const at = this.now().getTime();
    if (at - this.lastPurge > this.options.keepMs / 24) {
      this.lastPurge = at;
      await this.db
        .deleteFrom('job_queue')
        .where('state', 'in', ['completed', 'failed'])
        .where('finished_at', '<', new Date(at - this.options.keepMs))
        .execute();
    }
  }
}
