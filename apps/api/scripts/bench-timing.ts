/**
 * The latency loop of the one-call benchmarks (bench-contracts.ts, bench-usage-points.ts): requests
 * one at a time or a few at once against the bench server, each timed from send to last byte.
 */
import http from 'node:http';
import type { BenchTarget } from './bench-server.ts';
import { loadAverage } from './bench-target.ts';

export interface BenchRequest {
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
}

/**
 * Calls as the bench server's signed-in user. node:http rather than fetch: fetch will not send another
 * Host, and the site is picked by Host. A POST carries the site's Origin, as a browser's does.
 */
export function benchClient(target: BenchTarget) {
  const agent = new http.Agent({ keepAlive: true });
  const { hostname, port } = new URL(target.address);
  const send = ({ path, method = 'GET', body }: BenchRequest) =>
    new Promise<Buffer>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string> = { host: target.host, cookie: target.cookie };
      if (payload !== undefined) {
        headers['content-type'] = 'application/json';
        headers.origin = `http://${target.host}`;
      }
      const request = http.request({ hostname, port, path, method, agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const answer = Buffer.concat(chunks);
          if (response.statusCode === 200) resolve(answer);
          else reject(new Error(`${method} ${path}: ${String(response.statusCode)} ${answer.toString()}`));
        });
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end(payload);
    });
  return {
    send,
    get: (path: string) => send({ path }),
    json: async <T>(request: BenchRequest) => JSON.parse((await send(request)).toString()) as T,
    close: () => {
      agent.destroy();
    },
  };
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * `requests` calls, `concurrency` at a time; the n-th call sends `next(n)`. Answers the sorted
 * latencies (ms) and the calls per second.
 */
export async function timeCalls(
  send: (request: BenchRequest) => Promise<unknown>,
  next: (n: number) => BenchRequest,
  requests: number,
  concurrency: number,
) {
  const times: number[] = [];
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (sent < requests) {
        const request = next(sent++);
        const t0 = performance.now();
        await send(request);
        times.push(performance.now() - t0);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { times, rate: requests / ((performance.now() - started) / 1000) };
}

/**
 * One row of a latency table: the call, its concurrency, calls a second, p50/p95/p99 and the slowest
 * (ms), and the machine's load then (figures from a busy machine say so).
 */
export function timingRow(
  label: string,
  labelWidth: number,
  concurrency: number,
  rate: number,
  times: number[],
) {
  return [
    label.padEnd(labelWidth),
    String(concurrency).padStart(12),
    rate.toFixed(1).padStart(8),
    ...[50, 95, 99].map((p) => percentile(times, p).toFixed(1).padStart(6)),
    times.at(-1)!.toFixed(1).padStart(6),
    ` ${loadAverage()}`,
  ].join('  ');
}
