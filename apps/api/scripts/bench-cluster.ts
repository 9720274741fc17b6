/**
 * Two API instances on one PostgreSQL (`src/cluster.ts`, as `npm run start:cluster` runs them), and a
 * realistic mix of a signed-in portal's calls at a fixed rate: sessions, profiles, the dashboard,
 * readings and invoices, for four demo people. Reports per call its count, errors and p50/p95/p99.
 * Usage: npm run bench:cluster -w @vool/api (a private PostgreSQL cluster: scripts/with-postgres.sh).
 * RATE (default 1000 a second), DURATION (default 60 s) and INSTANCES (default 2) change the run.
 *
 * An open-loop driver of its own rather than autocannon: autocannon's fixed rate sends each
 * connection's share in a burst at the start of every second and reports one latency for all the
 * paths it is given. Here a request is due every 1/RATE s, whatever the answers before it did, and its
 * latency counts from when it was due, so time spent queued in the client counts too (no coordinated
 * omission). Requests go on up to 128 keep-alive connections, which the cluster's primary hands to
 * the instances in turn.
 */
import http from 'node:http';
import { loadAverage } from './bench-target.ts';
import { percentile } from './bench-timing.ts';
import { call, cookieHeader, freePort, signIn, startCluster, type Jar } from './bench-cluster-client.ts';

const rate = Number(process.env.RATE ?? 1000);
const seconds = Number(process.env.DURATION ?? 60);
const instances = process.env.INSTANCES ?? '2';
const warmUpSeconds = 5;
/** The goal for the light calls (one or two indexed reads each). */
const lightP99Ms = 25;
if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL: run it as npm run bench:cluster -w @vool/api');

interface Person {
  jar: Jar;
  cookie: string;
  point: string;
  invoice: string;
}

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
/** Per 1,000 requests. Light: answered from the session and one or two indexed reads. */
const mix: Array<{ kind: string; weight: number; light: boolean; path: (p: Person) => string }> = [
  { kind: 'session', weight: 300, light: true, path: () => '/api/auth/session' },
  { kind: 'me', weight: 150, light: true, path: () => '/api/me' },
  { kind: 'dashboard invoices', weight: 100, light: true, path: () => '/api/dashboard/invoices' },
  { kind: 'invoice list', weight: 150, light: true, path: () => '/api/invoices' },
  { kind: 'dashboard places', weight: 80, light: false, path: () => '/api/dashboard/locations' },
  {
    kind: 'dashboard month',
    weight: 70,
    light: false,
    path: () => '/api/dashboard/statistics/consumption',
  },
  {
    kind: 'readings (7 d, hourly)',
    weight: 100,
    light: false,
    path: (p) =>
      `/api/charts/readings?usagePoint=${p.point}&dataType=consumption&from=${day(8)}&to=${day(2)}&resolution=60`,
  },
  { kind: 'an invoice', weight: 50, light: false, path: (p) => `/api/invoices/${p.invoice}` },
];

/** The mix as a repeating order (smooth weighted round robin), so every second has its share. */
const order: number[] = [];
{
  const credit = mix.map(() => 0);
  const total = mix.reduce((sum, m) => sum + m.weight, 0);
  for (let i = 0; i < total; i++) {
    mix.forEach((m, k) => (credit[k]! += m.weight));
    const best = credit.indexOf(Math.max(...credit));
    credit[best]! -= total;
    order.push(best);
  }
}

const port = await freePort();
const host = `kiir.localhost:${String(port)}`;
console.log(
  `Cluster bench: ${instances} instances on PostgreSQL, ${String(rate)} req/s for ${String(seconds)} s`,
);
console.log(`Node ${process.version}, load average before: ${loadAverage()}; starting (migrating, seeding)…`);
const cluster = await startCluster(port, {
  INSTANCES: instances,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
});

const demo = JSON.parse((await call(port, host, '/sandbox/telia.json')).body) as Array<{
  ssn: string;
  isNewCustomer: boolean;
}>;
const persons: Person[] = [];
for (const { ssn } of demo.filter((p) => !p.isNewCustomer).slice(0, 4)) {
  const jar = await signIn(port, host, ssn);
  const points = JSON.parse((await call(port, host, '/api/locations/gsrn', { jar })).body) as Array<{
    identifier: string;
    utility: string;
  }>;
  const point = (points.find((p) => /electric/i.test(p.utility)) ?? points[0])!.identifier;
  const list = JSON.parse((await call(port, host, '/api/invoices', { jar })).body) as {
    invoices: Array<{ invoiceNumber: string }>;
  };
  persons.push({ jar, cookie: cookieHeader(jar), point, invoice: list.invoices[0]!.invoiceNumber });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
const latencies = mix.map((): number[] => []);
const errors = mix.map(() => new Map<string, number>());
let inFlight = 0;
let drained: (() => void) | undefined;

function fire(n: number, dueAt: number, record: boolean) {
  const kind = order[n % order.length]!;
  const person = persons[n % persons.length]!;
  inFlight++;
  const done = (outcome: string | undefined) => {
    if (record) {
      if (outcome === undefined) latencies[kind]!.push(performance.now() - dueAt);
      else errors[kind]!.set(outcome, (errors[kind]!.get(outcome) ?? 0) + 1);
    }
    if (--inFlight === 0) drained?.();
  };
  const request = http.request(
    {
      host: '127.0.0.1',
      port,
      path: mix[kind]!.path(person),
      agent,
      timeout: 10_000,
      headers: { host, cookie: person.cookie, 'accept-encoding': 'br, gzip' },
    },
    (response) => {
      response.resume();
      response.on('end', () => {
        done(response.statusCode === 200 ? undefined : String(response.statusCode));
      });
    },
  );
  request.on('timeout', () => request.destroy(new Error('timeout')));
  request.on('error', (error) => {
    done(error.message === 'timeout' ? 'timeout' : 'connection');
  });
  request.end();
}

/** Sends `rate` requests a second for `duration` s, each when due, then waits for the last answers. */
async function drive(duration: number, record: boolean) {
  const total = Math.round(rate * duration);
  const start = performance.now();
  let sent = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000));
      for (; sent < due; sent++) fire(sent, start + (sent * 1000) / rate, record);
      if (sent === total) {
        clearInterval(timer);
        resolve();
      }
    }, 1);
  });
  if (inFlight > 0) await new Promise<void>((resolve) => (drained = resolve));
  drained = undefined;
  return (performance.now() - start) / 1000;
}

await drive(warmUpSeconds, false); // JIT, caches, connections to the instances and the database
const loadBefore = loadAverage();
const elapsed = await drive(seconds, true);
const sent = Math.round(rate * seconds);
console.log(
  `${String(sent)} requests in ${elapsed.toFixed(1)} s; load average ${loadBefore} → ${loadAverage()}`,
);
console.log('call                      light  count  errors   p50 ms   p95 ms   p99 ms   max ms');
let met = true;
for (const [k, m] of mix.entries()) {
  const times = latencies[k]!.sort((a, b) => a - b);
  const failed = [...errors[k]!.entries()];
  const p99 = times.length ? percentile(times, 99) : Infinity;
  if (failed.length || (m.light && p99 > lightP99Ms)) met = false;
  const cells = [
    m.kind.padEnd(24),
    (m.light ? 'yes' : '').padStart(5),
    String(times.length + failed.reduce((s, [, c]) => s + c, 0)).padStart(6),
    String(failed.reduce((s, [, c]) => s + c, 0)).padStart(7),
    ...[50, 95, 99].map((p) => (times.length ? percentile(times, p).toFixed(1) : '-').padStart(8)),
    (times.at(-1)?.toFixed(1) ?? '-').padStart(8),
    failed.length ? ` ${failed.map(([what, c]) => `${what}×${String(c)}`).join(' ')}` : '',
  ];
  console.log(cells.join(' '));
}
console.log(
  met
    ? `Goal met: no errors, light calls p99 ≤ ${String(lightP99Ms)} ms.`
    : `Goal missed: errors, or a light call's p99 over ${String(lightP99Ms)} ms.`,
);
agent.destroy();
cluster.kill('SIGTERM');
await new Promise((resolve) => cluster.once('exit', resolve));
