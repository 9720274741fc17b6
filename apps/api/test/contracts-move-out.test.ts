/**
 * @jest-environment-options {"timezone": "Pacific/Kiritimati"}
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Contract as ContractSchema, type ContractKind } from '@vool/api-client';
import {
  contractsWorld,
  localDay,
  ok,
  refusal,
  seededAt,
  signedIn,
  type ContractsWorld,
  type SignedIn,
} from './contracts-helpers.ts';

/**
 * The move-out rules at their edges, on the site's calendar (the process runs at UTC+14 to show the
 * machine's zone plays no part), and what a refusal leaves behind: nothing.
 */

const kiir = 'kiir.localhost';

let world: ContractsWorld;
let first: SignedIn;
let pointId: number;
let serial = 0;

beforeAll(async () => {
  world = await contractsWorld();
  first = await signedIn(world, kiir, 0);
  const point = await world.db
    .selectFrom('usage_points')
    .select('id')
    .where('client_id', '=', first.clientId)
    .where('utility', '=', 'electricity')
    .executeTakeFirstOrThrow();
  pointId = point.id;
}, 120_000);
afterAll(async () => {
  await world.close();
});

/** A contract of the signed-in person's, made for the test. */
async function contract(start: string, end: string | null, kind: ContractKind = 'SupplyContract') {
  const site = await world.db
    .selectFrom('sites')
    .select('id')
    .where('theme_id', '=', 'kiir')
    .executeTakeFirstOrThrow();
  const row = await world.db
    .insertInto('contracts')
    .values({
      site_id: site.id,
      client_id: first.clientId,
      number: `T-${++serial}`,
      kind,
      usage_point_id: kind === 'GroupContract' ? null : pointId,
      product_id: kind === 'SupplyContract' ? 'kiir-spot-home' : null,
      counterparty: 'Kiir Elekter AS',
      start_date: start,
      end_date: end,
      delivery: 'email',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const notice = (date: string, postalCode = '10111') => ({
  date,
  meterReading: 12_345,
  finalInvoiceAddress: { street: ' Narva mnt 5 ', city: 'Tallinn', postalCode, countryCode: 'EE' },
  reason: 'moving',
  comment: 'Keys to the landlord',
});
const moveOut = (id: number, body: object) => first.call('POST', `/api/contracts/${id}/move-out`, body);
const stored = (id: number) =>
  world.db
    .selectFrom('contracts')
    .select(['end_date', 'move_out_date', 'move_out'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** A refusal at `field` with `code`, and the contract exactly as it was. */
async function expectRefused(id: number, body: object, code: string, fields?: Record<string, string>) {
  const before = await stored(id);
  const response = await moveOut(id, body);
  const answer = refusal(response);
  expect(answer).toMatchObject({ status: 422, name: 'ValidationError', code });
  if (fields) expect(answer.fields).toEqual(fields);
  expect(Object.keys(response.json<object>()).sort()).toEqual(
    fields ? ['code', 'fields', 'message', 'name'] : ['code', 'message', 'name'],
  );
  expect(await stored(id)).toEqual(before);
}

/** Moves the clock and signs in again (sessions age with the clock). */
async function at(instant: string) {
  world.setNow(Date.parse(instant));
  first = await signedIn(world, kiir, 0);
  return localDay(world.now().getTime());
}

describe('POST /api/contracts/:id/move-out on the day the world was seeded', () => {
  const today = localDay(seededAt);
  const day = (offset: number) => localDay(seededAt, offset);

  it('takes today and 90 days ahead, and records the notice', async () => {
    const id = await contract(day(-100), null);
    const moved = ok(await moveOut(id, notice(today)), ContractSchema);
    expect(moved).toMatchObject({ id, moveOutDate: today, endDate: today, status: 'active' });
    expect(moved.actions.moveOut).toBe(false);
    const row = await stored(id);
    expect(row).toMatchObject({ move_out_date: today, end_date: today });
    expect(row.move_out).toEqual({
      meterReading: 12_345,
      finalInvoiceAddress: { street: 'Narva mnt 5', city: 'Tallinn', postalCode: '10111', countryCode: 'EE' },
      reason: 'moving',
      comment: 'Keys to the landlord',
      at: world.now().toISOString(),
    });
    const later = await contract(day(-100), null);
    expect(ok(await moveOut(later, notice(day(90))), ContractSchema).moveOutDate).toBe(day(90));
  });

  it('refuses 91 days ahead, yesterday and a day that is not one, at /date', async () => {
    const id = await contract(day(-100), null);
    await expectRefused(id, notice(day(91)), 'MOVE_OUT_TOO_LATE', { '/date': 'MOVE_OUT_TOO_LATE' });
    await expectRefused(id, notice(day(-1)), 'MOVE_OUT_IN_PAST', { '/date': 'MOVE_OUT_IN_PAST' });
    await expectRefused(id, notice('2027-02-30'), 'INVALID_DATE', { '/date': 'INVALID_DATE' });
  });

  it('refuses a day before the contract starts, and after its fixed term ends', async () => {
    const upcoming = await contract(day(10), null);
    await expectRefused(upcoming, notice(day(9)), 'MOVE_OUT_BEFORE_START', {
      '/date': 'MOVE_OUT_BEFORE_START',
    });
    expect(ok(await moveOut(upcoming, notice(day(10))), ContractSchema).status).toBe('upcoming');
    const fixed = await contract(day(-300), day(20));
    await expectRefused(fixed, notice(day(21)), 'MOVE_OUT_AFTER_END', { '/date': 'MOVE_OUT_AFTER_END' });
    expect(ok(await moveOut(fixed, notice(day(20))), ContractSchema).endDate).toBe(day(20));
  });

  it('refuses a postal code that is not one, beside a bad date', async () => {
    const id = await contract(day(-100), null);
    await expectRefused(id, notice(day(5), '1011'), 'POSTAL_CODE', {
      '/finalInvoiceAddress/postalCode': 'POSTAL_CODE',
    });
    await expectRefused(id, notice(day(-5), 'LV-1010'), 'MOVE_OUT_IN_PAST', {
      '/date': 'MOVE_OUT_IN_PAST',
      '/finalInvoiceAddress/postalCode': 'POSTAL_CODE',
    });
  });

  it('refuses an ended contract, a second notice, and kinds nobody moves out of', async () => {
    await expectRefused(await contract(day(-400), day(-1)), notice(today), 'CONTRACT_NOT_ACTIVE');
    const once = await contract(day(-100), null);
    ok(await moveOut(once, notice(day(30))), ContractSchema);
    await expectRefused(once, notice(day(20)), 'MOVE_OUT_EXISTS');
    for (const kind of ['GroupContract', 'ConnectionContract', 'PurchaseContract'] as const) {
      await expectRefused(await contract(day(-100), null, kind), notice(day(5)), 'MOVE_OUT_NOT_ALLOWED');
    }
    expect(
      ok(await moveOut(await contract(day(-100), null, 'GridContract'), notice(day(5))), ContractSchema).kind,
    ).toBe('GridContract');
  });

  it('refuses a body the schema does not allow', async () => {
    const id = await contract(day(-100), null);
    const response = await moveOut(id, { ...notice(today), reason: 'bored' });
    expect(refusal(response)).toMatchObject({ status: 422, name: 'ValidationError' });
    expect((await stored(id)).move_out_date).toBeNull();
  });
});

describe('the site’s today, whatever the clock and the machine say', () => {
  it('counts 90 days from 29 February', async () => {
    const today = await at('2028-02-29T12:00:00+02:00');
    expect(today).toBe('2028-02-29');
    const id = await contract('2028-01-01', null);
    await expectRefused(id, notice('2028-02-28'), 'MOVE_OUT_IN_PAST', { '/date': 'MOVE_OUT_IN_PAST' });
    await expectRefused(id, notice('2028-05-30'), 'MOVE_OUT_TOO_LATE', { '/date': 'MOVE_OUT_TOO_LATE' });
    expect(ok(await moveOut(id, notice('2028-05-29')), ContractSchema).moveOutDate).toBe('2028-05-29');
  });

  it('turns the month at local midnight, not at UTC’s', async () => {
    // 22:30 UTC on 31 January is 00:30 on 1 February in Tallinn.
    const today = await at('2027-01-31T22:30:00Z');
    expect(today).toBe('2027-02-01');
    const id = await contract('2026-06-01', '2027-04-30');
    await expectRefused(id, notice('2027-01-31'), 'MOVE_OUT_IN_PAST', { '/date': 'MOVE_OUT_IN_PAST' });
    await expectRefused(id, notice('2027-05-01'), 'MOVE_OUT_AFTER_END', { '/date': 'MOVE_OUT_AFTER_END' });
    expect(ok(await moveOut(id, notice('2027-02-01')), ContractSchema).moveOutDate).toBe('2027-02-01');
  });

  it('counts whole days across the clock change of the last Sunday of March', async () => {
    // 28 March 2027: the clocks go from 03:00 to 04:00 (EET to EEST). 21:30 UTC is already the 29th.
    expect(await at('2027-03-27T22:30:00Z')).toBe('2027-03-28');
    const id = await contract('2027-01-01', null);
    await expectRefused(id, notice('2027-06-27'), 'MOVE_OUT_TOO_LATE', { '/date': 'MOVE_OUT_TOO_LATE' });
    expect(await at('2027-03-28T21:30:00Z')).toBe('2027-03-29');
    await expectRefused(id, notice('2027-03-28'), 'MOVE_OUT_IN_PAST', { '/date': 'MOVE_OUT_IN_PAST' });
    expect(ok(await moveOut(id, notice('2027-06-27')), ContractSchema).moveOutDate).toBe('2027-06-27');
  });
});
