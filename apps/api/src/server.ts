import { buildApp } from './app.ts';
import { readConfig } from './config.ts';

const config = readConfig();
const app = await buildApp({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
const port = config.port;
console.log(
  `Vool is running: http://localhost:${port} (brands at http://<brand>.localhost:${port}, e.g. http://kiir.localhost:${port})`,
);
