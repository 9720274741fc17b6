import path from 'node:path';
import zlib from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import './request-context.ts';
import { readCacheMs, readSandbox, readTrustProxy, type TrustProxy } from './config.ts';
import { BackgroundWork } from './background.ts';
import { loadSessions } from './endpoint.ts';
import { CostBudget } from './cost-budget.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';
import {
  databaseOptionsFromEnv,
  openDatabase,
  postgresUrlOf,
  type DatabaseOptions,
  type Db,
} from './db/connect.ts';
import { PostgresInvalidation, singleInstance } from './db/invalidation.ts';
import { HttpError } from './errors.ts';
import { registerErrorHandler } from './error-handler.ts';
import { parseQuery, refuseRepeatedKeys } from './querystring.ts';
import { refuseUnstorableInput } from './input-guard.ts';
import { registerSecurity } from './security.ts';
import { defaultPortalDir, portalExists, readPortalTemplates } from './document/portal.ts';
import { SandboxEid } from './integrations/sandbox-eid.ts';
import { SandboxMailer } from './integrations/sandbox-mailer.ts';
import { SandboxEverypay } from './integrations/sandbox-everypay.ts';
import { SandboxNeonomics } from './integrations/sandbox-neonomics.ts';
import type { Mailer } from './integrations/mailer.ts';
import { authRepository } from './areas/auth/repository.ts';
import { authRoutes } from './areas/auth/routes.ts';
import { chartRoutes } from './areas/charts/routes.ts';
import { dashboardRepository } from './areas/dashboard/repository.ts';
import { dashboardService } from './areas/dashboard/service.ts';
import { invoicesRepository } from './areas/invoices/repository.ts';
import { invoicesService } from './areas/invoices/service.ts';
import { invoiceDocuments } from './areas/invoices/documents.ts';
import { invoiceRoutes } from './areas/invoices/routes.ts';
import { invoicePdfRoutes } from './areas/invoices/pdf-route.ts';
import { pdfDrawing } from './pdfs/pool.ts';
import { readingsService } from './areas/charts/service.ts';
import { locationsService } from './areas/locations/service.ts';
import { dashboardRoutes } from './areas/dashboard/routes.ts';
import { locationsRepository } from './areas/locations/repository.ts';
import { locationRoutes } from './areas/locations/routes.ts';
import { sessionService } from './areas/auth/sessions.ts';
import { logRepository } from './areas/logs/repository.ts';
import { logRoutes } from './areas/logs/routes.ts';
import { meRepository } from './areas/me/repository.ts';
import { meRoutes } from './areas/me/routes.ts';
import { meService } from './areas/me/service.ts';
import { emailChanges } from './areas/me/email-change.ts';
import { preferenceRoutes } from './areas/preferences/routes.ts';
import { referenceRepository } from './areas/reference/repository.ts';
import { referenceRoutes } from './areas/reference/routes.ts';
import { sandboxRepository } from './areas/sandbox/repository.ts';
import { sandboxRoutes } from './areas/sandbox/routes.ts';
import { sandboxBankRepository } from './areas/sandbox/bank-repository.ts';
import {
  defaultPaymentSandboxTiming,
  sandboxPaymentRoutes,
  type PaymentSandboxTiming,
} from './areas/sandbox/payments.ts';
import { paymentsRepository } from './areas/payments/repository.ts';
import { paymentRoutes } from './areas/payments/routes.ts';
import { paymentsService } from './areas/payments/service.ts';
import { testRoutes } from './areas/testing/routes.ts';
import { registerNotifications } from './areas/settings/notification-wiring.ts';
import { registerSettings } from './areas/settings/settings-wiring.ts';
import { pointSupplyTerms } from './areas/contracts/supply.ts';
import { registerContracts } from './areas/contracts/wiring.ts';
import { registerOutages } from './areas/outages/wiring.ts';
import { registerUsagePoints } from './areas/usage-points/wiring.ts';
import { registerSigning } from './areas/signing/wiring.ts';
import { registerSupport } from './areas/support/wiring.ts';
import { registerPush, type PushOptions } from './areas/notifications/wiring.ts';
import { notifySettledPayment } from './areas/notifications/producers.ts';
import { registerFeedback } from './areas/feedback/wiring.ts';
import { externalServiceRoutes } from './areas/external-services/routes.ts';
import type { SandboxSigningTiming } from './integrations/sandbox-signing.ts';
import { loadSites } from './areas/site/repository.ts';
import { readSiteOrigins, type SiteOrigin } from './areas/site/origins.ts';
import { sendPortal, siteRoutes } from './areas/site/routes.ts';
import { authPageRoutes } from './areas/auth/pages.ts';
import { loadRenderers, type PageRenderers } from './document/drawnPages.ts';

const require = createRequire(import.meta.url);
const tokensDist = path.join(path.dirname(require.resolve('@vool/tokens/package.json')), 'dist');
const { version } = require('../package.json') as { version: string };

export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
  /** An open database; the caller closes it. Without it the app opens one from the environment. */
  database?: Db;
  databaseOptions?: DatabaseOptions;
  /** The built portal; defaults to @vool/portal's dist/, used only when its documents.json exists. */
  portalDir?: string;
  /** Draws the portal's pages; defaults to the built portal's own (dist-server/ beside its dist/). */
  renderers?: PageRenderers;
  /** Sign-in posts allowed per IP per window (default 20 per minute). */
  signInLimit?: { max: number; timeWindow: number };
  mailer?: Mailer;
  now?: () => Date;
  /**
   * The sandbox pages of outside services, which sign anyone in as anyone: default from `SANDBOX` and
   * `NODE_ENV` (on for the demo, off in production unless `SANDBOX=on`).
   */
  sandbox?: boolean;
  /** The routes only tests use (areas/testing); off unless asked for. */
  testRoutes?: boolean;
  /**
   * Where each site is served (exact hosts); default from `SITE_ORIGINS`, else every brand at
   * `http://<theme>.localhost:<port>` and the default brand at `http://localhost:<port>`.
   */
  origins?: SiteOrigin[];
  /** The port of the development origins (default 80, so tests may name plain `kiir.localhost`). */
  port?: number;
  /** Proxies trusted to tell the client's address and protocol; default from `TRUST_PROXY` (none). */
  trustProxy?: TrustProxy;
  /**
   * Values (times data types) of readings one session, and one site, may have an instance compute:
   * a burst of `capacity`, then `perSecond`. Default `defaultComputeBudget`.
   */
  computeBudget?: { session?: BudgetLimits; site?: BudgetLimits };
  /** Bytes of readings answers kept by ETag (default 32 MB; 0 keeps none). */
  answerCacheBytes?: number;
  /** Milliseconds of a steady clock for the budgets (real elapsed time, not the business clock). */
  ticks?: () => number;
  /** How long session and profile reads are reused on this instance; default from `CACHE_MS` (5 s). */
  cacheMs?: number;
  /** Threads that draw the PDFs (pdfs/pool.ts); 0, the default, draws on this one. */
  pdfThreads?: number;
  /** How the sandbox payment providers take their time (tests make them answer at once). */
  paymentSandbox?: Partial<PaymentSandboxTiming>;
  /** How the sandbox signing service takes its time (tests make it answer at once). */
  signingSandbox?: Partial<SandboxSigningTiming>;
  /** How often the notification evaluator runs over every site (the server: 10 minutes); off unless set. */
  notificationsEveryMs?: number;
  /** Push notifications: the dispatcher's queue, whether this instance sends, outage announcements. */
  push?: PushOptions;
}

export interface BudgetLimits {
  capacity: number;
  perSecond: number;
}

/**
 * A session may have two of the largest answers (40,000 values with four extra series) computed at
 * once, then one every second; a site ten, then five a second. A 2-core instance computes about sixty
 * one-year quarter-hour answers with two series a second (`npm run bench:abuse`): no one session, and
 * no one site, can take it whole.
 */
export const defaultComputeBudget = {
  session: { capacity: 400_000, perSecond: 200_000 },
  site: { capacity: 2_000_000, perSecond: 1_000_000 },
};

/** A client-sent x-request-id is kept (so logs line up end to end) when it looks like an id. */
const requestIdPattern = /^[A-Za-z0-9._:-]{8,128}$/;

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? readTrustProxy(process.env.TRUST_PROXY),
    bodyLimit: 64 * 1024,
    genReqId: (request) => {
      const sent = request.headers['x-request-id'];
      return typeof sent === 'string' && requestIdPattern.test(sent) ? sent : randomUUID();
    },
    // Unknown fields are refused (not silently dropped), and types are never guessed from strings.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: false } },
    // `series[]=a&series[]=b` is an array, `from=…` a string (see querystring.ts).
    routerOptions: { querystringParser: parseQuery },
  });

  // Closing waits for mail still being sent, before the database goes.
  const background = new BackgroundWork(app.log);
  app.addHook('onClose', () => background.idle());
  const db = options.database ?? (await openDatabase(options.databaseOptions ?? databaseOptionsFromEnv())).db;
  if (!options.database) app.addHook('onClose', () => db.destroy());
  const sites = await loadSites(
    db,
    options.origins ?? readSiteOrigins(process.env.SITE_ORIGINS, options.port ?? 80),
  );
  const now = options.now ?? (() => new Date());
  const secret =
    process.env.AUTH_SECRET ??
    (await db.selectFrom('secrets').select('value').where('name', '=', 'auth').executeTakeFirstOrThrow())
      .value;

  app.decorateRequest('site', null as never);
  app.decorateRequest('siteOrigin', '');
  // The Host header itself, never X-Forwarded-Host: a proxy in front passes the Host it was asked for.
  app.addHook('onRequest', (request, _reply, done) => {
    const found = sites.forHost(request.headers.host);
    if (!found) {
      done(new HttpError(421, 'MisdirectedRequest', 'This server does not serve that host', 'UNKNOWN_HOST'));
      return;
    }
    request.site = found.site;
    request.siteOrigin = found.origin;
    done();
  });
  registerSecurity(app);
  registerErrorHandler(app);
  // Pages and API answers compressed as they go out (the files are precompressed at build, and
  // an answer already encoded is left as it is). Brotli at quality 4: most of the saving for a
  // fraction of the time of its default 11.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  app.addHook('preValidation', refuseRepeatedKeys);
  app.addHook('preValidation', refuseUnstorableInput);

  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  // Counted in the database, so instances sharing one count together; an IPv6 client is its /64 (one
  // household or server has all of it), an IPv4 one its address.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db, now),
    ipv6Subnet: 64,
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        'TooManyRequests',
        `Too many attempts: try again in ${context.after}`,
        'RATE_LIMITED',
      ),
  });
  // The tokens build writes .br and .gz copies of its stylesheets and images, as the portal's does.
  await app.register(fastifyStatic, {
    root: tokensDist,
    prefix: '/tokens/',
    maxAge: '1h',
    preCompressed: true,
  });

  const portalDir = options.portalDir ?? defaultPortalDir;
  const portalTemplates = portalExists(portalDir) ? readPortalTemplates(portalDir) : undefined;
  const renderers = options.renderers ?? (portalTemplates ? await loadRenderers(portalDir) : {});
  const pages = { templates: portalTemplates, renderer: renderers.portal, app, now };
  if (portalTemplates) {
    await app.register(fastifyStatic, {
      root: portalDir,
      prefix: '/',
      decorateReply: false,
      index: false,
      wildcard: true,
      // The build writes .br and .gz copies; the browser gets the smallest it accepts.
      preCompressed: true,
      maxAge: '1h',
      // The service worker's own script is asked for again on every check: a new build shows at once.
      // So is the map of the files each page's code loads (route-files.json), which names this build's.
      setHeaders(reply, filePath) {
        if (/[\\/](sw\.js|route-files\.json)(\.br|\.gz)?$/.test(filePath))
          reply.header('cache-control', 'no-cache');
      },
    });
  }
  // SPA fallback: a page address the server does not know is a portal route (not an API or file).
  app.setNotFoundHandler((request, reply) => {
    const pageLike =
      !/^\/(api|sandbox|tokens|assets)(\/|$)/.test(request.url) && !/\.\w+$/.test(request.url.split('?')[0]!);
    if (request.method === 'GET' && pageLike && (request.headers.accept ?? '').includes('text/html')) {
      return sendPortal(request, reply, pages);
    }
    return reply
      .code(404)
      .send({ name: 'NotFound', message: `No such page: ${request.url}`, code: 'NOT_FOUND' });
  });

  const signInLimit = options.signInLimit ?? { max: 20, timeWindow: 60_000 };
  const sandbox = sandboxRepository(db);
  const eid = new SandboxEid(
    secret,
    () => now().getTime(),
    (hash, expiresAt) => sandbox.spendCode(hash, expiresAt, now()),
  );
  const mailer = options.mailer ?? new SandboxMailer(db);
  const auth = authRepository(db);
  const cache = { ttlMs: options.cacheMs ?? readCacheMs(process.env.CACHE_MS), max: 10_000, now };
  // On PostgreSQL other instances may share the database: they tell each other what to drop from these
  // caches, and which of them runs the periodic sweeps. PGlite is one process's: nothing to tell.
  const url = postgresUrlOf(db);
  const invalidation = url ? new PostgresInvalidation(url, db, app.log) : singleInstance;
  if (invalidation instanceof PostgresInvalidation) {
    await invalidation.start();
    app.addHook('onClose', () => invalidation.close());
  }
  const leads = () => invalidation.leads();
  const sessions = sessionService(auth, secret, now, cache, invalidation);
  // Before any route: every route that uses a session (the endpoint table says which) gets it here.
  loadSessions(app, sessions);
  const logs = logRepository(db);

  await app.register(siteRoutes, { pages });
  await app.register(preferenceRoutes);
  await app.register(authRoutes, {
    repository: auth,
    logs,
    sessions,
    eid,
    mailer,
    secret,
    now,
    signInLimit,
    magicLinksPerAddress: 5,
    background,
  });
  await app.register(authPageRoutes, {
    portalTemplates,
    renderer: renderers.auth,
    sessions,
  });
  const me = meRepository(db);
  const emailChange = emailChanges({ repository: me, mailer, background, now });
  const profile = meService({ repository: me, emailChanges: emailChange, now, cache, invalidation });
  await app.register(meRoutes, { repository: me, service: profile, sessions });
  await registerSettings(app, { db, sessions, eid, secret, now, profile, emailChanges: emailChange });
  // Invoices, contracts and signed agreements share one pool: together they take at most pdfThreads cores.
  const pdfs = pdfDrawing(options.pdfThreads ?? 0);
  app.addHook('onClose', () => pdfs.close());
  await registerContracts(app, { db, now, draw: pdfs.draw });
  await registerOutages(app, { db, now });
  await app.register(logRoutes, { repository: logs, limit: { max: 60, timeWindow: 60_000 } });
  const locations = locationsRepository(db);
  await app.register(locationRoutes, { service: locationsService(locations, now) });
  await registerUsagePoints(app, { db, now });
  const budget = (limits: BudgetLimits) =>
    new CostBudget({ ...limits, now: options.ticks ?? (() => performance.now()) });
  const budgets = {
    session: budget(options.computeBudget?.session ?? defaultComputeBudget.session),
    site: budget(options.computeBudget?.site ?? defaultComputeBudget.site),
  };
  const readings = readingsService({
    repository: locations,
    supplyTerms: pointSupplyTerms(db),
    now,
    cache,
    budgets,
    answerCacheBytes: options.answerCacheBytes ?? 32 * 1024 * 1024,
  });
  await app.register(chartRoutes, { service: readings });
  await app.register(dashboardRoutes, {
    service: dashboardService(dashboardRepository(db), now),
    invoices: invoicesService(invoicesRepository(db), now),
  });
  await app.register(referenceRoutes, { repository: referenceRepository(db), version, now });
  const sandboxOn = options.sandbox ?? readSandbox(process.env);
  const push = await registerPush(app, {
    db,
    secret,
    now,
    sites: sites.all,
    background,
    sandbox: sandboxOn,
    leads,
    ...(options.push ? { options: options.push } : {}),
  });
  // Only the sandboxes so far: without them no provider is offered (real adapters go here).
  const paymentProviders = sandboxOn
    ? [new SandboxEverypay(secret, now), new SandboxNeonomics(secret, now)]
    : [];
  const payments = paymentsService({
    repository: paymentsRepository(db),
    providers: Object.fromEntries(paymentProviders.map((provider) => [provider.name, provider])),
    now,
    // A confirmed payment is told to the customer's devices, written in the transaction that settles it.
    onSettled: notifySettledPayment(push),
  });
  await app.register(paymentRoutes, { service: payments });
  const invoiceRows = invoicesRepository(db);
  const invoices = invoiceDocuments({
    repository: invoiceRows,
    now,
    paymentInProgress: (invoiceId) => payments.paymentInProgress(invoiceId),
    providersFor: payments.providersFor,
  });
  await app.register(invoiceRoutes, { documents: invoices });
  await app.register(invoicePdfRoutes, {
    draw: pdfs.draw,
    detailById: (clientId, id) => invoices.detailById(clientId, id),
    clientLocale: (clientId) => invoiceRows.locale(clientId),
    // A repeated download of an unchanged invoice is not drawn again.
    cache: { ttlMs: 10 * 60_000, max: 200, now },
  });
  if (sandboxOn) {
    await app.register(sandboxRoutes, { repository: sandbox, eid, background });
    await app.register(sandboxPaymentRoutes, {
      providers: paymentProviders,
      repository: sandbox,
      bank: sandboxBankRepository(db),
      background,
      now,
      timing: { ...defaultPaymentSandboxTiming, ...options.paymentSandbox },
      leads,
    });
  }
  await registerNotifications(app, {
    db,
    locations,
    sites: sites.all,
    now,
    background,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    sandbox: sandboxOn,
    ...(options.notificationsEveryMs ? { everyMs: options.notificationsEveryMs } : {}),
    push,
    leads,
  });
  await registerSigning(app, {
    db,
    secret,
    now,
    sandbox: sandboxOn,
    ...(options.signingSandbox ? { timing: options.signingSandbox } : {}),
    draw: pdfs.draw,
  });
  await registerSupport(app, { db, now, mailer, background, sandbox: sandboxOn, push });
  await registerFeedback(app, { db, now });
  await app.register(externalServiceRoutes);
  if (options.testRoutes === true) await app.register(testRoutes, { sessions, now, portalDir });
  return app;
}
