import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginCallback } from 'fastify';
import type { BackgroundWork } from '../../background.ts';
import { sha256 } from '../../crypto.ts';
import type { Checkout, SandboxPaymentService } from '../../integrations/sandbox-checkout.ts';
import type { SandboxBankRepository } from './bank-repository.ts';
import { checkoutPage, endedPage, pendingPage } from './payment-pages.ts';
import type { SandboxRepository } from './repository.ts';
import { page } from './routes.ts';

/** How the sandbox providers take their time. */
export interface PaymentSandboxTiming {
  /** From the customer's choice to the notification of how it ended (the portal shows "processing"). */
  notifyDelayMs: number;
  /** How long a payment stays pending at the sandbox bank before it settles by itself. */
  settlePendingAfterMs: number;
  /** How often the sandbox bank looks for pending payments whose time has come. */
  sweepEveryMs: number;
}

export const defaultPaymentSandboxTiming: PaymentSandboxTiming = {
  notifyDelayMs: 3_000,
  settlePendingAfterMs: 2 * 60_000,
  sweepEveryMs: 5_000,
};

export interface PaymentSandboxOptions {
  providers: SandboxPaymentService[];
  repository: SandboxRepository;
  bank: SandboxBankRepository;
  background: BackgroundWork;
  now: () => Date;
  timing: PaymentSandboxTiming;
  /** Whether this instance runs the periodic sweeps now (one of many does); always, when absent. */
  leads?: () => Promise<boolean>;
}

const SessionQuery = Type.Object(
  { session: Type.String({ maxLength: 4096 }) },
  { additionalProperties: false },
);
type SessionQuery = Static<typeof SessionQuery>;
const PendingBody = Type.Object(
  {
    reference: Type.String({ maxLength: 200 }),
    decision: Type.Union([Type.Literal('settle'), Type.Literal('reject')]),
  },
  { additionalProperties: false },
);
type PendingBody = Static<typeof PendingBody>;

/**
 * The payment providers' test environments: EveryPay's card page and a bank's consent page through
 * Neonomics. The tester's choice is posted back to the API as the provider's signed notification,
 * through the API's own callback route (so its signature check runs as for a real provider), and the
 * browser goes straight back to the portal.
 */
export const sandboxPaymentRoutes: FastifyPluginCallback<PaymentSandboxOptions> = (app, options, done) => {
  const { providers, repository, bank, background, now, timing } = options;
  const timers = new Set<NodeJS.Timeout>();
  let closing = false;

  /** Posts a provider's notification to the callback URL it was given, as the provider's server would. */
  async function notify(provider: SandboxPaymentService, checkout: Checkout, state: string) {
    const { url, headers, body } = provider.notification(checkout, state);
    const target = new URL(url);
    const response = await app.inject({
      method: 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { ...headers, host: target.host },
      payload: body,
    });
    if (response.statusCode >= 300) {
      app.log.warn(
        { provider: provider.slug, state, status: response.statusCode, answer: response.body },
        'sandbox payment notification refused',
      );
    }
  }

  /** Runs `task` as background work after `ms` (at once for 0); timers die with the app. */
  function later(what: string, ms: number, task: () => Promise<void>) {
    if (closing) return;
    if (ms <= 0) {
      background.run(what, task);
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!closing) background.run(what, task);
    }, ms);
    timer.unref();
    timers.add(timer);
  }

  for (const provider of providers) {
    const path = `/sandbox/${provider.slug}/pay`;
    const decisions = Object.keys(provider.decisions);
    const DecisionBody = Type.Object(
      {
        session: Type.String({ maxLength: 4096 }),
        decision: Type.Union(decisions.map((name) => Type.Literal(name))),
      },
      { additionalProperties: false },
    );

    /** The checkout behind a page's session, if it is this site's and still open. */
    const checkoutOf = (token: string, siteOrigin: string) => {
      const checkout = provider.checkout(token);
      return checkout && new URL(checkout.returnUrl).origin === siteOrigin ? checkout : undefined;
    };

    app.get<{ Querystring: SessionQuery }>(
      path,
      { schema: { querystring: SessionQuery } },
      (request, reply) => {
        const checkout = checkoutOf(request.query.session, request.siteOrigin);
        if (!checkout) {
          reply.code(404);
          return page(reply, request.cspNonce, provider.title, endedPage('This payment has expired.'));
        }
        return page(
          reply,
          request.cspNonce,
          provider.title,
          checkoutPage(provider, checkout, request.query.session),
        );
      },
    );

    app.post<{ Body: { session: string; decision: string } }>(
      path,
      { schema: { body: DecisionBody } },
      async (request, reply) => {
        const { session, decision: name } = request.body;
        const checkout = checkoutOf(session, request.siteOrigin);
        const decision = Object.hasOwn(provider.decisions, name) ? provider.decisions[name] : undefined;
        if (!checkout || !decision) {
          reply.code(404);
          return page(reply, request.cspNonce, provider.title, endedPage('This payment has expired.'));
        }
        // A page's choice counts once, as at a real provider: Back and Approve again changes nothing.
        if (!(await repository.spendCode(sha256(session), new Date(checkout.expiresAt), now()))) {
          reply.code(409);
          const ended = endedPage('This payment has been completed already.', checkout.returnUrl);
          return page(reply, request.cspNonce, provider.title, ended);
        }
        if (decision.hold) {
          const at = now();
          await bank.hold(
            request.site.id,
            checkout,
            new Date(at.getTime() + timing.settlePendingAfterMs),
            at,
          );
        }
        await notify(provider, checkout, decision.now);
        const next = decision.later;
        if (next) {
          const send = () => notify(provider, checkout, next);
          later(`${provider.slug} notification`, timing.notifyDelayMs, send);
        }
        return reply.redirect(checkout.returnUrl, 303);
      },
    );
  }

  const neonomics = providers.find((p) => p.slug === 'neonomics');
  const settle = neonomics?.settle;
  if (neonomics && settle) {
    app.get('/sandbox/neonomics/pending.json', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await background.idle();
      const held = await bank.held(request.site.id);
      return held.map(({ checkout, since, settleAt }) => ({
        reference: checkout.reference,
        paymentId: checkout.paymentId,
        invoiceNumber: checkout.invoiceNumber,
        amountCents: checkout.amountCents,
        since: since.toISOString(),
        settleAt: settleAt.toISOString(),
      }));
    });

    app.get('/sandbox/neonomics/pending', async (request, reply) =>
      page(reply, request.cspNonce, 'Pending at the bank', pendingPage(await bank.held(request.site.id))),
    );

    app.post<{ Body: PendingBody }>(
      '/sandbox/neonomics/pending',
      { schema: { body: PendingBody } },
      async (request, reply) => {
        const held = await bank.release(request.site.id, request.body.reference);
        if (!held) {
          reply.code(404);
          const ended = endedPage('That payment is not pending at the bank any more.');
          return page(reply, request.cspNonce, 'Pending at the bank', ended);
        }
        const state = request.body.decision === 'settle' ? settle.settled : settle.rejected;
        await notify(neonomics, held.checkout, state);
        return reply.redirect('/sandbox/neonomics/pending', 303);
      },
    );

    // The bank books pending payments by itself after a while. A sweep over the table rather than a
    // timer per payment: it survives a restart, and on several instances each payment is taken once
    // (and only the leading instance looks).
    const sweep = setInterval(() => {
      if (closing) return;
      background.run('sandbox bank settling', async () => {
        if (options.leads && !(await options.leads())) return;
        for (const held of await bank.due(now())) await notify(neonomics, held.checkout, settle.settled);
      });
    }, timing.sweepEveryMs);
    sweep.unref();
    timers.add(sweep);
  }

  app.addHook('preClose', (hookDone) => {
    closing = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    hookDone();
  });
  done();
};
