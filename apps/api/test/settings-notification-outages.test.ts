import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { faultAt } from './outage-helpers.ts';
import { settingsWorld, signedIn, type SettingsWorld } from './settings-helpers.ts';

/**
 * The notifications tab's Outage subject: an outage at the customer's place goes to the contacts they
 * chose, at the hours their outage-contact timing allows (22:00–07:00 is night). The evaluator is run
 * from the sandbox outbox's button; the clock is the test's.
 */
const host = 'kiir.localhost';
let world: SettingsWorld;
let siteId: number;

beforeAll(async () => {
  world = await settingsWorld();
  siteId = (
    await world.db.selectFrom('sites').select('id').where('theme_id', '=', 'kiir').executeTakeFirstOrThrow()
  ).id;
}, 180_000);
afterAll(async () => {
  await world.close();
});

const moveTo = (iso: string) => world.advance(Date.parse(iso) - world.now().getTime());

const run = async () =>
  (
    await world.app.inject({
      method: 'POST',
      url: '/sandbox/notifications/run',
      headers: { host, accept: 'application/json' },
    })
  ).json<{ sent: Array<{ subject: string; key: string; to: string[] }> }>().sent;

const faultNow = (clientId: number, area: string) =>
  faultAt(world.db, { siteId, clientId, now: world.now() }, { area });

/** Signs in (the clock moves hours between steps) and sets the outage timing of the first place. */
async function chooseTiming(timing: string) {
  const who = await signedIn(world, host, 1);
  const [address] = (await who.call('GET', '/api/me/outage-addresses')).json<Array<{ contractId: string }>>();
  const body = { contractId: address!.contractId, timing, contactsIds: [] };
  expect((await who.call('PUT', '/api/me/outage-contacts', body)).statusCode).toBe(200);
  return who;
}

describe('an outage told by e-mail and SMS', () => {
  it('waits for 07:00, is not told at all, or is told at once, as the customer chose', async () => {
    // 10 December, 23:30 in Tallinn.
    moveTo('2026-12-10T21:30:00.000Z');
    const who = await chooseTiming('SendAfterNightHours');
    const contacts = (await who.call('GET', '/api/me/contacts')).json<{
      contacts: Array<{ id: number; type: string; value: string }>;
    }>().contacts;
    const email = contacts.find((c) => c.type === 'Email')!;
    const subject = await who.call('POST', '/api/me/notification-settings', {
      subject: 'Outage',
      enabled: true,
      threshold: null,
      contactsIds: [email.id],
    });
    expect(subject.statusCode).toBe(200);
    const kept = await faultNow(who.clientId, 'Kesklinn');
    expect(await run()).toEqual([]);

    // 07:00 the next morning: told once.
    moveTo('2026-12-11T05:00:00.000Z');
    expect(await run()).toEqual([
      { clientId: who.clientId, subject: 'Outage', key: `${String(kept)}:start`, to: [email.value] },
    ]);
    expect(await run()).toEqual([]);
    const [mail] = await world.db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'body'])
      .where('to_address', '=', email.value)
      .where('subject', 'like', '%Kesklinn%')
      .execute();
    // Kiir's customers read Estonian.
    expect(mail?.subject).toContain('Kesklinn');

    // A fault of the night that is over by the morning: told once at 07:00, by its end.
    moveTo('2026-12-11T20:30:00.000Z');
    const brief = await faultNow(who.clientId, 'Lasnamäe');
    moveTo('2026-12-11T23:00:00.000Z');
    await world.db
      .updateTable('outages')
      .set({ ended_at: new Date(Date.parse('2026-12-11T22:40:00.000Z')) })
      .where('id', '=', brief)
      .execute();
    expect(await run()).toEqual([]);
    moveTo('2026-12-12T05:00:00.000Z');
    expect(await run()).toEqual([
      { clientId: who.clientId, subject: 'Outage', key: `${String(brief)}:end`, to: [email.value] },
    ]);
    expect(await run()).toEqual([]);

    // The next night, no night hours: not told then, nor in the morning.
    moveTo('2026-12-12T21:00:00.000Z');
    await chooseTiming('NoNightHours');
    await faultNow(who.clientId, 'Kristiine');
    expect(await run()).toEqual([]);
    moveTo('2026-12-13T05:10:00.000Z');
    expect(await run()).toEqual([]);

    // Always: at night too.
    moveTo('2026-12-13T22:00:00.000Z');
    await chooseTiming('Always');
    const told = await faultNow(who.clientId, 'Mustamäe');
    expect((await run()).map((sent) => sent.key)).toEqual([`${String(told)}:start`]);
  });
});
