/**
 * The HTTP side of scripts/bench-cluster.ts: starts `src/cluster.ts` (the instances of `npm run
 * start:cluster`) on a free port, waits until it answers, and signs demo people in over HTTP through
 * the real e-ID flow, each step on whichever instance takes the connection. node:http rather than
 * fetch: fetch will not send another Host, and the site is picked by Host.
 */
import http from 'node:http';
import net from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type Jar = Record<string, string>;

const cookieHeader = (jar: Jar) =>
  Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** One request on a fresh connection; Set-Cookie goes into `jar`. */
export function call(
  port: number,
  host: string,
  path: string,
  { jar = {}, method = 'GET', form }: { jar?: Jar; method?: string; form?: Record<string, string> } = {},
): Promise<Answer> {
  const body = form ? new URLSearchParams(form).toString() : undefined;
  const headers: Record<string, string> = { host, cookie: cookieHeader(jar) };
  if (body !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    headers.origin = `http://${host}`;
  }
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        for (const line of response.headers['set-cookie'] ?? []) {
          const [pair] = line.split(';');
          const at = pair!.indexOf('=');
          const [name, value] = [pair!.slice(0, at), pair!.slice(at + 1)];
          if (value === '' || /max-age=0/i.test(line)) Reflect.deleteProperty(jar, name);
          else jar[name] = value;
        }
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

/** Starts the cluster and resolves once it has answered 20 times in a row on fresh connections. */
export async function startCluster(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const script = fileURLToPath(new URL('../src/cluster.ts', import.meta.url));
  // Its workers inherit `--import tsx` from the primary's arguments, as cluster.fork passes them on.
  const cluster = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  const exited = new Promise<never>((_resolve, reject) => {
    cluster.once('exit', (code) => {
      reject(new Error(`The cluster stopped (exit code ${String(code)})`));
    });
  });
  const ready = (async () => {
    const until = Date.now() + 10 * 60_000; // seeding an empty database on a busy machine takes minutes
    for (let inARow = 0; inARow < 20;) {
      if (Date.now() > until) throw new Error('The cluster did not answer within 10 minutes');
      const answer = await call(port, `localhost:${String(port)}`, '/api/info').catch(() => undefined);
      inARow = answer?.status === 200 ? inARow + 1 : 0;
      if (inARow === 0) await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })();
  await Promise.race([ready, exited]);
  return cluster;
}

/** Signs a demo person in (the sandbox's e-ID), answering the browser's cookies. */
export async function signIn(port: number, host: string, ssn: string): Promise<Jar> {
  const jar: Jar = {};
  const { csrfToken } = JSON.parse((await call(port, host, '/api/auth/csrf', { jar })).body) as {
    csrfToken: string;
  };
  const start = await call(port, host, '/api/auth/signin/telia', {
    jar,
    method: 'POST',
    form: { csrfToken, callbackUrl: '/dashboard' },
  });
  const pathOf = (url: string) => {
    const parsed = new URL(url, `http://${host}`);
    return `${parsed.pathname}${parsed.search}`;
  };
  const page = await call(port, host, pathOf(start.headers.location!), { jar });
  const link = new RegExp(`<a href="([^"]+)">Sign in as [^<]+</a> <code>${ssn}</code>`).exec(page.body)?.[1];
  if (!link) throw new Error(`No demo identity ${ssn} on ${host}`);
  await call(port, host, pathOf(link.replace(/&amp;/g, '&')), { jar });
  if (!Object.keys(jar).some((name) => name.endsWith('session-token'))) throw new Error('Not signed in');
  return jar;
}

export { cookieHeader };
