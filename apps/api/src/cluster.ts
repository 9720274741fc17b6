/**
 * `npm run start:cluster`: INSTANCES (default 2) API instances on one PostgreSQL (DATABASE_URL), as
 * many instances behind a load balancer would run, on one machine.
 *
 * Node's cluster module rather than separate processes on consecutive ports behind a proxy: the
 * workers share one listening port (the primary hands each new connection to the next worker in
 * turn), so there is no proxy to run or configure, and each worker is a whole instance (server.ts)
 * with its own pool, caches, queue worker and invalidation connection, exactly as on separate
 * machines. A keep-alive connection stays with the worker that took it, as behind a load balancer
 * without sticky sessions it may or may not: nothing here depends on which instance answers.
 *
 * The primary migrates and seeds once before the workers start (they then find the database ready;
 * `openDatabase` takes an advisory lock as well, so instances started together elsewhere also take
 * turns), restarts a worker that stops unexpectedly, and stops them all on SIGINT or SIGTERM.
 */
import cluster from 'node:cluster';
import { clockFromEnv } from './clock.ts';
import { readInstances } from './config.ts';
import { openDatabase } from './db/connect.ts';

/** A worker that stops sooner than this after it started is failing to start: the cluster stops. */
const startupMs = 10_000;

if (cluster.isPrimary) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'start:cluster needs DATABASE_URL=postgres://…: instances share their database, and the default ' +
        'PGlite database belongs to one process. Without DATABASE_URL run one instance: npm start.',
    );
    process.exit(1);
  }
  const count = readInstances(process.env.INSTANCES);
  const { db } = await openDatabase({ url }, clockFromEnv(process.env.VOOL_NOW)());
  await db.destroy();

  let stopping = false;
  const startedAt = new Map<number, number>();
  const start = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const ranMs = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    console.error(
      `Instance ${String(worker.process.pid)} stopped (${(signal as string | null) ?? `exit code ${String(code)}`})`,
    );
    if (ranMs < startupMs) {
      console.error('It stopped while starting: stopping the cluster.');
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.kill('SIGTERM');
      if (startedAt.size === 0) process.exit(1);
      return;
    }
    start();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      // Each instance closes its app (finishing work under way) and exits; the primary then exits.
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
      if (startedAt.size === 0) process.exit(0);
    });
  }
  for (let i = 0; i < count; i++) start();
  console.log(`Vool cluster: ${String(count)} instances on PostgreSQL (DATABASE_URL), one port.`);
} else {
  await import('./server.ts');
}
