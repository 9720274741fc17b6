import { availableParallelism } from 'node:os';

export interface ServerConfig {
  port: number;
  host: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT "${env.PORT}" is not a port`);
  // "::" listens on IPv6 and IPv4 alike, so both localhost and *.localhost reach it.
  return { port, host: env.HOST ?? '::' };
}

/** Which proxies may tell the client's address and protocol (X-Forwarded-For, -Proto, -Host). */
export type TrustProxy = boolean | string[];

/**
 * `TRUST_PROXY`: unset or `false` trusts no one, so a client cannot pick its own address for the rate
 * limits; `true` trusts every hop (only when nothing reaches the server but through the proxy);
 * otherwise a comma-separated list of proxy addresses or CIDR ranges. A bare hop count is refused:
 * it cannot tell the proxy from a client that sends the header itself.
 */
export function readTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    throw new Error(`TRUST_PROXY "${text}": name the proxy addresses (e.g. 10.0.0.0/8), not a hop count`);
  }
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** `CACHE_MS`: how long session and profile reads are reused (default 5 s; 0 reads every time). */
export function readCacheMs(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 5_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`CACHE_MS "${value}" is not a number of milliseconds`);
  return ms;
}

export interface RateLimit {
  max: number;
  timeWindow: number;
}

/**
 * `SIGN_IN_LIMIT`: sign-in posts allowed per address a minute; unset keeps the app's default (20). A
 * test server sets its own, since every browser it serves signs in from 127.0.0.1.
 */
export function readSignInLimit(value: string | undefined): RateLimit | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const max = Number(value);
  if (!Number.isInteger(max) || max < 1) throw new Error(`SIGN_IN_LIMIT "${value}" is not a count`);
  return { max, timeWindow: 60_000 };
}

/**
 * `TEST_ROUTES=on` adds the routes only tests use (areas/testing): nothing else switches them on, so a
 * normal start never has them.
 */
export function readTestRoutes(value: string | undefined): boolean {
  return value === 'on';
}

/**
 * `SANDBOX`: the sandboxes of outside services sign anyone in as anyone, so they are on for the demo
 * and off in production (`NODE_ENV=production`) unless `SANDBOX=on` says so; `SANDBOX=off` always
 * turns them off.
 */
export function readSandbox(env: NodeJS.ProcessEnv): boolean {
  const value = (env.SANDBOX ?? '').trim();
  if (value === 'on') return true;
  if (value === 'off') return false;
  if (value !== '') throw new Error(`SANDBOX "${value}": say on or off`);
  return env.NODE_ENV !== 'production';
}

/** `INSTANCES`: how many API instances `npm run start:cluster` starts (default 2). */
export function readInstances(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 2;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new Error(`INSTANCES "${value}" is not a number of instances (1–64)`);
  }
  return count;
}

/**
 * `PDF_THREADS`: the threads that draw PDFs; unset, one fewer than the machine's cores (at least one),
 * so answering requests keeps a core of its own.
 */
export function readPdfThreads(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return Math.max(1, availableParallelism() - 1);
  const threads = Number(value);
  if (!Number.isInteger(threads) || threads < 0) throw new Error(`PDF_THREADS "${value}" is not a count`);
  return threads;
}
