import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { BenchTarget } from './bench-server.ts';

/**
 * Starts scripts/bench-server.ts in a process of its own, so the load generator does not share its
 * event loop, and answers where to ask and as whom; `stop()` ends it.
 */
export async function startBenchServer(
  env: Record<string, string> = {},
): Promise<{ target: BenchTarget; stop: () => void }> {
  const server = fork(fileURLToPath(new URL('./bench-server.ts', import.meta.url)), {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
  const target = await new Promise<BenchTarget>((resolve, reject) => {
    server.once('message', (message) => {
      resolve(message as BenchTarget);
    });
    server.once('exit', (code) => {
      reject(new Error(`The bench server stopped (exit code ${String(code)})`));
    });
  });
  return {
    target,
    stop: () => {
      server.disconnect();
    },
  };
}

/** The machine's load averages (1, 5 and 15 minutes), as printed beside each figure. */
export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
