import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for, such as sending a mail. It begins after the answer
 * has gone out, so how long it takes (or whether it runs at all) cannot be read from the answer's
 * timing. `idle()` resolves when all of it has finished: the sandbox outbox and app shutdown wait on it.
 */
export class BackgroundWork {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(what: string, task: () => Promise<void>): void {
    const done = new Promise<void>((resolve) => {
      setImmediate(() => {
        task()
          .catch((error: unknown) => {
            this.log.error({ err: error }, `${what} failed`);
          })
          .finally(resolve);
      });
    });
    this.pending.add(done);
    void done.finally(() => {
      this.pending.delete(done);
    });
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
