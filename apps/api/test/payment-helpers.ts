import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CreatedPayment, Payment, PaymentStatus } from '@vool/api-client';
import type { Db } from '../src/db/connect.ts';
import type { SignedNotification } from '../src/integrations/sandbox-checkout.ts';
import { form, formType, people, signIn, testApp, type Cookies } from './helpers.ts';

export const kiir = 'kiir.localhost';
export const aurora = 'aurora.localhost';
/** A BIC of the shape `GET /api/banks?type=payment` answers (Nordea Finland). */
export const bic = 'NDEAFIHH';

export const newKey = () => randomBytes(16).toString('base64url');

/** The payments world of a test file: the app on a clock the test moves, and its warnings. */
export async function paymentWorld() {
  let at = Date.parse('2026-12-10T10:00:00.000Z');
  const warnings: Array<{ level: number; msg: string; [key: string]: unknown }> = [];
  const stream = { write: (line: string) => warnings.push(JSON.parse(line) as (typeof warnings)[number]) };
  const { app, db, close } = await testApp({
    now: () => new Date(at),
    sandbox: true,
    logger: { level: 'warn', stream },
    paymentSandbox: { notifyDelayMs: 0, settlePendingAfterMs: 60_000, sweepEveryMs: 50 },
  });
  const secret =
    process.env.AUTH_SECRET ??
    (await db.selectFrom('secrets').select('value').where('name', '=', 'auth').executeTakeFirstOrThrow())
      .value;
  return {
    app,
    db,
    close,
    secret,
    warnings,
    now: () => new Date(at),
    advance: (ms: number) => (at += ms),
  };
}

/** A demo person signed in, with their client id and a supply of their invoices to make unpaid. */
export async function customer(app: FastifyInstance, db: Db, host: string, index: number) {
  const person = (await people(app, host)).filter((p) => !p.isNewCustomer)[index]!;
  const { jar } = await signIn(app, host, person.ssn);
  const { id } = await db
    .selectFrom('clients as c')
    .innerJoin('sites as s', 's.id', 'c.site_id')
    .select('c.id')
    .where('s.theme_id', '=', host.split('.')[0]!)
    .where('c.registry_code', '=', person.ssn)
    .executeTakeFirstOrThrow();
  const invoices = await db
    .selectFrom('invoices')
    .select(['id', 'invoice_number', 'amount_cents'])
    .where('client_id', '=', id)
    .orderBy('id')
    .execute();
  /** The next of their invoices, made unpaid (with `paidCents` paid of it) for one test. */
  const unpaidInvoice = async (paidCents = 0) => {
    const invoice = invoices.shift();
    if (!invoice) throw new Error('Out of invoices');
    await db
      .updateTable('invoices')
      .set({ status: 'unpaid', paid_cents: paidCents })
      .where('id', '=', invoice.id)
      .execute();
    return invoice;
  };
  return { jar, host, clientId: id, unpaidInvoice };
}

export type Customer = Awaited<ReturnType<typeof customer>>;

export function payments(app: FastifyInstance) {
  const pay = (who: Customer, invoiceId: number, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `/api/invoices/${invoiceId}/payments`,
      headers: { host: who.host },
      cookies: who.jar,
      payload: { idempotencyKey: newKey(), ...body },
    });

  const get = (who: { host: string; jar: Cookies }, paymentId: string) =>
    app.inject({ url: `/api/payments/${paymentId}`, headers: { host: who.host }, cookies: who.jar });

  /** Waits (a little) for the payment to reach `status`, as the portal polls; answers what it is then. */
  const until = async (who: Customer, paymentId: string, status: PaymentStatus): Promise<Payment> => {
    let payment = (await get(who, paymentId)).json<Payment>();
    for (let i = 0; i < 100 && payment.status !== status; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      payment = (await get(who, paymentId)).json<Payment>();
    }
    return payment;
  };

  /** Opens the provider's page the payment sent the browser to, and presses one of its buttons. */
  const choose = async (created: CreatedPayment, decision: string) => {
    const url = new URL(created.redirectUrl);
    const session = url.searchParams.get('session')!;
    const page = await app.inject({ url: `${url.pathname}${url.search}`, headers: { host: url.host } });
    const choice = await app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { host: url.host, origin: url.origin, ...formType },
      ...form({ session, decision }),
    });
    return { page, choice, session };
  };

  /** Posts a provider notification as the provider's server would. */
  const deliver = (notification: SignedNotification, headers: Record<string, string> = {}) => {
    const url = new URL(notification.url);
    return app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { ...notification.headers, host: url.host, ...headers },
      payload: notification.body,
    });
  };

  return { pay, get, until, choose, deliver };
}

export const created = (response: LightMyRequestResponse) => response.json<CreatedPayment>();
