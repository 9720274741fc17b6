import { buildApp } from './app.ts';
import { clockFromEnv } from './clock.ts';
import { readConfig, readPdfThreads, readSignInLimit, readTestRoutes } from './config.ts';
import { databaseOptionsFromEnv, openDatabase } from './db/connect.ts';

const config = readConfig();
const databaseOptions = databaseOptionsFromEnv();
// One clock for the seed and every answer: VOOL_NOW pins it for tests.
const now = clockFromEnv(process.env.VOOL_NOW);
const { db, kind } = await openDatabase(databaseOptions, now());
const app = await buildApp({
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  database: db,
  now,
  signInLimit: readSignInLimit(process.env.SIGN_IN_LIMIT),
  testRoutes: readTestRoutes(process.env.TEST_ROUTES),
  // Spot-price alerts, consumption and invoice reminders: sent when due, each once.
  notificationsEveryMs: 10 * 60_000,
  // Push messages are sent by this instance: through pg-boss on PostgreSQL, the table poller on PGlite.
  // `PUSH_ENDPOINTS=any` lets a subscription name any https push service (a local test one).
  push: {
    queue: kind === 'postgres' ? 'pg-boss' : 'table',
    worker: true,
    outagesEveryMs: 60_000,
    endpoints: process.env.PUSH_ENDPOINTS === 'any' ? 'any' : 'known',
  },
  port: config.port,
  pdfThreads: readPdfThreads(process.env.PDF_THREADS),
});
app.addHook('onClose', () => db.destroy());

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
const port = config.port;
const where =
  kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${databaseOptions.dataDir ?? ''}`;
console.log(
  `Vool is running: http://localhost:${port} (brands at http://<brand>.localhost:${port}, e.g. http://kiir.localhost:${port})\n` +
    `Database: ${where}. Sandboxes: ${['telia', 'mail', 'signing', 'support', 'push'].map((s) => `http://localhost:${port}/sandbox/${s}`).join(', ')}`,
);
