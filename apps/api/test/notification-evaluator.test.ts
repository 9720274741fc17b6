import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import type { LocaleId } from '@vool/api-client';
import type { Db } from '../src/db/connect.ts';
import { dayPrices } from '../src/energy/prices.ts';
import { sumDays } from '../src/energy/statistics.ts';
import { dayOf } from '../src/energy/time.ts';
import { SandboxMailer } from '../src/integrations/sandbox-mailer.ts';
import { SandboxMessenger } from '../src/integrations/sandbox-messenger.ts';
import { locationsRepository } from '../src/areas/locations/repository.ts';
import { toPointModel } from '../src/areas/locations/usage-points.ts';
import { notificationEvaluator } from '../src/areas/settings/notification-evaluator.ts';
import { readSiteOrigins } from '../src/areas/site/origins.ts';
import { loadSites } from '../src/areas/site/repository.ts';
import type { SiteContext } from '../src/areas/site/sites.ts';
import { testDatabase } from './helpers.ts';

/**
 * The evaluator on a real database, at fixed instants: the database is seeded on 17 November 2026,
 * when every client's October invoice (due on the 19th) is still open.
 */

const seededAt = new Date('2026-11-17T10:00:00+02:00');
const HOUR = 3_600_000;
const zone = 'Europe/Helsinki';

let db: Db;
let close: () => Promise<void>;
let aurora: SiteContext;
const errors: unknown[] = [];
let evaluator: ReturnType<typeof notificationEvaluator>;

/** Aurora's first demo person: a client with places, an e-mail and a mobile. */
interface Client {
  id: number;
  email: { id: number; value: string };
  gsm: { id: number; value: string };
}
let client: Client;

beforeAll(async () => {
  ({ db, close } = await testDatabase(seededAt));
  const sites = await loadSites(db, readSiteOrigins(undefined, 80));
  aurora = sites.all.find((site) => site.config.theme_id === 'aurora')!;
  evaluator = notificationEvaluator({
    db,
    outbound: (tx) => ({
      mailer: new SandboxMailer(tx, () => undefined),
      messenger: new SandboxMessenger(tx),
    }),
    log: { error: (error: unknown) => errors.push(error) },
  });
  const person = await db
    .selectFrom('clients')
    .select('id')
    .where('site_id', '=', aurora.id)
    .where('type', '=', 'private')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const contacts = await db
    .selectFrom('contacts')
    .select(['id', 'type', 'value'])
    .where('client_id', '=', person.id)
    .execute();
  const of = (type: string) => contacts.find((contact) => contact.type === type)!;
  client = { id: person.id, email: of('Email'), gsm: of('Gsm') };
}, 120_000);
afterAll(async () => {
  await close();
});
beforeEach(async () => {
  for (const table of [
    'spot_alerts',
    'notification_settings',
    'notification_deliveries',
    'outbox',
  ] as const) {
    await db.deleteFrom(table).execute();
  }
  await db.updateTable('clients').set({ locale_id: 'en-GB' }).where('id', '=', client.id).execute();
  errors.length = 0;
});

const outbox = () =>
  db.selectFrom('outbox').select(['to_address', 'subject', 'body']).orderBy('id').execute();

async function spotAlert(
  lower: number | null,
  upper: number | null,
  contactIds = [client.email.id, client.gsm.id],
) {
  await db
    .insertInto('spot_alerts')
    .values({
      client_id: client.id,
      enabled: true,
      lower: lower === null ? null : String(lower),
      upper: upper === null ? null : String(upper),
      contact_ids: JSON.stringify(contactIds),
    })
    .execute();
}

// -------------------------------------------------------------- the expectation, computed apart

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: zone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const offset = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'shortOffset' });
const dateIn = new Intl.DateTimeFormat('en-CA', { timeZone: zone });
const twoDecimals = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** The hours of a Helsinki calendar day, found by asking Intl about every UTC hour around it. */
function hoursOf(date: string): number[] {
  const guess = Date.parse(`${date}T00:00:00Z`);
  const hours: number[] = [];
  for (let t = guess - 4 * HOUR; t < guess + 28 * HOUR; t += HOUR) {
    if (dateIn.format(t) === date) hours.push(t);
  }
  return hours;
}

/** A time as the message writes it: with its offset when the clock shows it twice that night. */
function label(t: number) {
  const time = clock.format(t);
  if (clock.format(t - HOUR) !== time && clock.format(t + HOUR) !== time) return time;
  return `${time} (UTC${offset.format(t).replace(/^.*GMT/, '')})`;
}

/** Tomorrow's hourly prices in c/kWh with Finnish VAT (25.5 %), from the quarter-hour prices. */
function prices(date: string) {
  const hours = hoursOf(date);
  const quarters = dayPrices('FI', dayOf(hours[0]!));
  expect(quarters.length).toBe(hours.length * 4);
  return hours.map((start, j) => {
    const mean = (quarters[4 * j]! + quarters[4 * j + 1]! + quarters[4 * j + 2]! + quarters[4 * j + 3]!) / 4;
    return { start, price: (mean / 10) * 1.255 };
  });
}

/** "01:00–03:00, 05:00–06:00" for the chosen hours. */
function spansOf(chosen: number[]) {
  const spans: Array<[number, number]> = [];
  for (const start of chosen) {
    const last = spans[spans.length - 1];
    if (last?.[1] === start) last[1] = start + HOUR;
    else spans.push([start, start + HOUR]);
  }
  return spans.map(([from, to]) => `${label(from)}–${label(to)}`).join(', ');
}

// -------------------------------------------------------------- spot prices

describe('the spot-price alert', () => {
  const cases = [
    { name: 'a normal day', now: '2026-11-23T15:00:00+02:00', tomorrow: '2026-11-24', hours: 24 },
    {
      name: 'the day the clocks go forward',
      now: '2026-03-28T14:30:00+02:00',
      tomorrow: '2026-03-29',
      hours: 23,
    },
    {
      name: 'the day the clocks go back',
      now: '2026-10-24T14:05:00+03:00',
      tomorrow: '2026-10-25',
      hours: 25,
    },
  ];

  it.each(cases)(
    'lists the hours of tomorrow outside the bounds on $name',
    async ({ now, tomorrow, hours }) => {
      const priced = prices(tomorrow);
      expect(priced).toHaveLength(hours);
      // The four cheapest hours of the night and the three dearest: bounds between them and the rest.
      const sorted = [...priced].sort((a, b) => a.price - b.price);
      const lower = Math.round(((sorted[3]!.price + sorted[4]!.price) / 2) * 1000) / 1000;
      const upper = Math.round(((sorted[hours - 3]!.price + sorted[hours - 4]!.price) / 2) * 1000) / 1000;
      await spotAlert(lower, upper);

      const sent = await evaluator.evaluateNotifications(aurora, new Date(now));
      expect(sent).toEqual([
        {
          clientId: client.id,
          subject: 'SpotPrice',
          key: tomorrow,
          to: [client.email.value, client.gsm.value],
        },
      ]);
      const [mail, sms] = await outbox();
      const below = spansOf(priced.filter((hour) => hour.price < lower).map((hour) => hour.start));
      const above = spansOf(priced.filter((hour) => hour.price > upper).map((hour) => hour.start));
      const [year, month, day] = tomorrow.split('-');
      expect(mail).toEqual({
        to_address: client.email.value,
        subject: `Aurora Energia Oy: Spot prices on ${day}/${month}/${year}`,
        body: [
          "Tomorrow's spot prices (VAT included) have hours outside your limits.",
          `Below ${twoDecimals.format(lower)} c/kWh: ${below}`,
          `Above ${twoDecimals.format(upper)} c/kWh: ${above}`,
        ].join('\n'),
      });
      expect(sms).toMatchObject({ to_address: client.gsm.value, body: expect.stringContaining(above) });
      expect(sms!.subject.startsWith('SMS: Aurora Energia Oy: Spot prices on')).toBe(true);
      expect(errors).toEqual([]);
    },
  );

  it('names the hour the clock shows twice by its offset', async () => {
    // Every hour of 25 October is below 1000 c/kWh: one span, the night's repeated hour inside it.
    const priced = prices('2026-10-25');
    const third = priced[3]!;
    await spotAlert(third.price + 0.0001, null);
    await evaluator.evaluateNotifications(aurora, new Date('2026-10-24T15:00:00+03:00'));
    const [mail] = await outbox();
    const chosen = priced.filter((hour) => hour.price < third.price + 0.0001).map((hour) => hour.start);
    expect(mail!.body).toContain(spansOf(chosen));
    expect(mail!.body).toContain('03:00 (UTC+3)');
  });

  it('waits for the prices: nothing before 14:00, and nothing that stays within the bounds', async () => {
    await spotAlert(-100, 1000);
    expect(await evaluator.evaluateNotifications(aurora, new Date('2026-11-23T13:59:00+02:00'))).toEqual([]);
    expect(await evaluator.evaluateNotifications(aurora, new Date('2026-11-23T14:01:00+02:00'))).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('sends once, however often it runs', async () => {
    await spotAlert(null, 0.001);
    const now = new Date('2026-11-23T15:00:00+02:00');
    const first = await evaluator.evaluateNotifications(aurora, now);
    const again = await evaluator.evaluateNotifications(aurora, new Date(now.getTime() + 10 * 60_000));
    expect(first).toHaveLength(1);
    expect(again).toEqual([]);
    expect(await outbox()).toHaveLength(2);
    const deliveries = await db.selectFrom('notification_deliveries').selectAll().execute();
    expect(deliveries).toEqual([
      { client_id: client.id, subject: 'SpotPrice', key: '2026-11-24', sent_at: now },
    ]);
  });

  it('sends nothing when its contacts were deleted since', async () => {
    const gone = await db
      .insertInto('contacts')
      .values({
        client_id: client.id,
        type: 'Email',
        name: 'Old',
        value: 'old@example.com',
        is_primary: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await spotAlert(null, 0.001, [gone.id]);
    await db.deleteFrom('contacts').where('id', '=', gone.id).execute();
    expect(await evaluator.evaluateNotifications(aurora, new Date('2026-11-23T15:00:00+02:00'))).toEqual([]);
    expect(await outbox()).toEqual([]);
    // Nothing taken either: a contact chosen again later still hears of the day.
    expect(await db.selectFrom('notification_deliveries').selectAll().execute()).toEqual([]);
  });

  it("writes in the client's language, else the site's", async () => {
    const titles: Record<LocaleId, string> = {
      'en-GB': 'Spot prices on',
      'fi-FI': 'Pörssisähkön hinnat',
      'sv-FI': 'Spotpriser',
      'et-EE': 'Börsihinnad',
      'lv-LV': 'Biržas cenas',
      'ru-RU': 'Биржевые цены на',
    };
    await spotAlert(null, 0.001, [client.email.id]);
    let day = Date.parse('2026-11-23T15:00:00+02:00');
    for (const [locale, title] of Object.entries(titles)) {
      await db
        .updateTable('clients')
        .set({ locale_id: locale as LocaleId })
        .where('id', '=', client.id)
        .execute();
      await evaluator.evaluateNotifications(aurora, new Date(day));
      day += 24 * HOUR;
      expect((await outbox()).at(-1)!.subject).toContain(title);
    }
    // Aurora speaks Finnish first.
    await db.updateTable('clients').set({ locale_id: null }).where('id', '=', client.id).execute();
    await evaluator.evaluateNotifications(aurora, new Date(day));
    expect((await outbox()).at(-1)!.subject).toContain('Pörssisähkön hinnat');
  });
});

// -------------------------------------------------------------- consumption and invoices

async function setting(subject: 'Consumption' | 'Invoice', threshold: number | null, contactIds: number[]) {
  await db
    .insertInto('notification_settings')
    .values({
      client_id: client.id,
      subject,
      enabled: true,
      threshold: threshold === null ? null : String(threshold),
      contact_ids: JSON.stringify(contactIds),
    })
    .execute();
}

describe('consumption', () => {
  it("tells of yesterday's places over the limit, once the whole day is in", async () => {
    const now = new Date('2026-11-23T10:00:00+02:00');
    const yesterday = dayOf(now.getTime()) - 1;
    const places = await locationsRepository(db).locations(client.id);
    const used = places.flatMap((place) =>
      place.points.map(
        (point) =>
          sumDays(toPointModel(point, place), 'consumption', yesterday, yesterday, now.getTime()) / 1000,
      ),
    );
    expect(used.every((kwh) => kwh > 0)).toBe(true);
    // Below the largest, above the rest: only that point is told of.
    const largest = Math.max(...used);
    const limit = Math.round((largest - 0.05) * 100) / 100;
    await setting('Consumption', limit, [client.email.id]);

    // At 00:30 the electricity of the last hours of yesterday has not come in yet.
    expect(await evaluator.evaluateNotifications(aurora, new Date('2026-11-23T00:30:00+02:00'))).toEqual([]);
    const sent = await evaluator.evaluateNotifications(aurora, now);
    expect(sent).toEqual([
      { clientId: client.id, subject: 'Consumption', key: '2026-11-22', to: [client.email.value] },
    ]);
    const [mail] = await outbox();
    expect(mail!.subject).toBe('Aurora Energia Oy: Consumption on 22/11/2026');
    const lines = mail!.body.split('\n');
    expect(lines[0]).toBe("Yesterday's consumption was above your limit.");
    expect(lines.slice(1)).toHaveLength(used.filter((kwh) => kwh > limit).length);
    expect(mail!.body).toContain(`${Math.round(largest * 10) / 10} kWh (limit ${limit} kWh)`);
    expect(await evaluator.evaluateNotifications(aurora, new Date(now.getTime() + HOUR))).toEqual([]);
  });

  it('stays quiet under the limit', async () => {
    await setting('Consumption', 100_000, [client.email.id]);
    expect(await evaluator.evaluateNotifications(aurora, new Date('2026-11-23T10:00:00+02:00'))).toEqual([]);
  });
});

describe('invoice reminders', () => {
  it('reminds of an open invoice due within three days, once, by mail and SMS', async () => {
    const open = await db
      .selectFrom('invoices')
      .select(['invoice_number', 'due_date', 'amount_cents', 'paid_cents', 'reference'])
      .where('client_id', '=', client.id)
      .where('status', '=', 'unpaid')
      .execute();
    expect(open).toEqual([expect.objectContaining({ due_date: '2026-11-19', paid_cents: 0 })]);
    const invoice = open[0]!;
    await setting('Invoice', null, [client.email.id, client.gsm.id]);

    // The 15th is four days before: too early.
    expect(await evaluator.evaluateNotifications(aurora, new Date('2026-11-15T12:00:00+02:00'))).toEqual([]);
    const sent = await evaluator.evaluateNotifications(aurora, new Date('2026-11-16T08:00:00+02:00'));
    expect(sent).toEqual([
      {
        clientId: client.id,
        subject: 'Invoice',
        key: `${invoice.invoice_number}/2026-11-19`,
        to: [client.email.value, client.gsm.value],
      },
    ]);
    const euros = `€${(invoice.amount_cents / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
    const [mail, sms] = await outbox();
    expect(mail).toEqual({
      to_address: client.email.value,
      subject: `Aurora Energia Oy: Invoice ${invoice.invoice_number} is due on 19/11/2026`,
      body: `To pay: ${euros}.\nReference: ${invoice.reference}.`,
    });
    expect(sms!.body).toBe(
      `Aurora Energia Oy: Invoice ${invoice.invoice_number} is due on 19/11/2026. To pay: ${euros}. Reference: ${invoice.reference}.`,
    );
    expect(await evaluator.evaluateNotifications(aurora, new Date('2026-11-18T08:00:00+02:00'))).toEqual([]);
  });

  it('does not remind of a paid invoice, nor on a site that bills elsewhere', async () => {
    await setting('Invoice', null, [client.email.id]);
    await sql`update invoices set status = 'paid', paid_cents = amount_cents where client_id = ${client.id}`.execute(
      db,
    );
    expect(await evaluator.evaluateNotifications(aurora, new Date('2026-11-17T08:00:00+02:00'))).toEqual([]);
    await sql`update invoices set status = 'unpaid', paid_cents = 0 where client_id = ${client.id} and due_date = '2026-11-19'`.execute(
      db,
    );
    const billsElsewhere = {
      ...aurora,
      config: { ...aurora.config, features: aurora.config.features.filter((f) => f !== 'invoices') },
    };
    expect(
      await evaluator.evaluateNotifications(billsElsewhere, new Date('2026-11-17T08:00:00+02:00')),
    ).toEqual([]);
  });
});
