import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { composeIBAN } from 'ibantools';
import { checkIban, stepUpFreshnessMs, type BankAccount, type BusinessCodeCheck } from '@vool/api-client';
import { bankOfIban } from '../src/areas/invoices/banks.ts';
import {
  actFor,
  actForSelf,
  auditOf,
  refusal,
  settingsWorld,
  signedIn,
  type SettingsWorld,
  type SignedIn,
} from './settings-helpers.ts';

const aurora = 'aurora.localhost';
const kiir = 'kiir.localhost';
const daugava = 'daugava.localhost';

let world: SettingsWorld;
/** Aurora (Finland): a person who represents two companies, and a new customer with no accounts yet. */
let aino: SignedIn;
let newcomer: SignedIn;

beforeAll(async () => {
  world = await settingsWorld();
  aino = await signedIn(world, aurora, 0);
  newcomer = await signedIn(world, aurora, 'new');
}, 60_000);
afterAll(async () => {
  await world.close();
});

/** A Finnish IBAN at the bank whose code `bban` starts with, completed to 14 digits. */
const finnish = (start: string, serial = 1) =>
  composeIBAN({ countryCode: 'FI', bban: `${start}${String(serial).padStart(14 - start.length, '0')}` })!;

const list = async (who: SignedIn) => (await who.call('GET', '/api/me/bank-accounts')).json<BankAccount[]>();
const create = (who: SignedIn, body: object) => who.call('POST', '/api/me/bank-accounts', body);
const rowsOf = (clientId: number) =>
  world.db.selectFrom('bank_accounts').selectAll().where('client_id', '=', clientId).orderBy('id').execute();

describe('the seeded accounts', () => {
  it('have valid IBANs with the BIC and name of the bank the IBAN names, on every site', async () => {
    const rows = await world.db.selectFrom('bank_accounts').select(['iban', 'bic', 'bank_name']).execute();
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      expect({ iban: row.iban, valid: checkIban(row.iban) !== null }).toEqual({
        iban: row.iban,
        valid: true,
      });
      expect({ iban: row.iban, bic: row.bic, name: row.bank_name }).toEqual({
        iban: row.iban,
        bic: bankOfIban(row.iban)!.bic,
        name: bankOfIban(row.iban)!.name,
      });
    }
  });

  it('are listed for their client, the default first marked', async () => {
    const accounts = await list(aino);
    expect(accounts.length).toBeGreaterThan(0);
    expect(accounts.filter((a) => a.default)).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ holderName: aino.name, eInvoice: null });
  });
});

describe('recognising the bank from the IBAN', () => {
  it.each([
    ['1', 'NDEAFIHH'],
    ['2', 'NDEAFIHH'],
    ['5', 'OKOYFIHH'],
    ['8', 'DABAFIHH'],
    ['34', 'DABAFIHH'],
    ['31', 'HANDFIHH'],
    ['33', 'ESSEFIHX'],
    ['36', 'SBANFIHH'],
    ['39', 'SBANFIHH'],
    ['405', 'HELSFIHH'],
    ['497', 'HELSFIHH'],
    ['47', 'POPFFI22'],
    ['425', 'ITELFIHH'],
    ['715', 'ITELFIHH'],
    ['799', 'HOLVFIHH'],
    ['6', 'AABAFI22'],
  ])('Finland %s → %s', (start, bic) => {
    expect(bankOfIban(finnish(start))?.bic).toBe(bic);
  });

  it.each([
    ['22', 'HABAEE2X'],
    ['10', 'EEUHEE2X'],
    ['17', 'RIKOEE22'],
    ['77', 'LHVBEE22'],
    ['42', 'EKRDEE22'],
  ])('Estonia %s → %s', (code, bic) => {
    expect(bankOfIban(`EE00${code}00000000000000`)?.bic).toBe(bic);
  });

  it.each([
    ['HABA', 'HABALV22'],
    ['UNLA', 'UNLALV2X'],
    ['RIKO', 'RIKOLV2X'],
    ['PARX', 'PARXLV22'],
  ])('Latvia %s → %s', (code, bic) => {
    expect(bankOfIban(`LV00${code}0000000000000`)?.bic).toBe(bic);
  });

  it('knows no bank for a code it has not listed', () => {
    expect(bankOfIban(finnish('37'))).toBeNull();
    expect(bankOfIban('EE009900000000000000')).toBeNull();
    expect(bankOfIban('LV00ZZZZ0000000000000')).toBeNull();
  });
});

describe('POST /api/me/bank-accounts', () => {
  it('adds an account written any way, in electronic form, with its bank', async () => {
    const iban = finnish('5', 7);
    const spaced = iban.replace(/(.{4})/g, '$1 ').toLowerCase();
    const response = await create(aino, { iban: spaced, holderName: `  ${aino.name} `, default: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      iban,
      bic: 'OKOYFIHH',
      bankName: 'OP',
      holderName: aino.name,
      default: false,
      eInvoice: null,
    });
    expect((await list(aino)).some((a) => a.iban === iban)).toBe(true);
    expect((await auditOf(world.db, aino.clientId)).at(-1)).toMatchObject({
      item: 'IBAN',
      actor_id: aino.clientId,
      device: 'Chrome on Android',
    });
  });

  it('answers a bank it does not know with no BIC and no name', async () => {
    const response = await create(aino, { iban: finnish('37', 3), holderName: aino.name, default: false });
    expect(response.json()).toMatchObject({ bic: null, bankName: '' });
  });

  it.each([
    ['a wrong check digit', { iban: 'FI21 1234 5600 0007 86' }, 'IBAN', '/iban'],
    ['a wrong length', { iban: 'FI21 1234 5600 0007 8' }, 'IBAN', '/iban'],
    ['an account already on the list', { iban: 'SEEDED' }, 'DUPLICATE_IBAN', '/iban'],
    [
      'an e-invoice order of a person',
      { eInvoice: { operatorCode: '003723327487', address: '003712345671' } },
      'E_INVOICE_COMPANY_ONLY',
      '/eInvoice',
    ],
  ])('refuses %s with 422, changing nothing', async (_what, change, code, field) => {
    const seeded = (await list(aino))[0]!.iban;
    const body = { iban: finnish('1', 99), holderName: aino.name, default: true, ...change };
    if (body.iban === 'SEEDED') body.iban = seeded;
    const before = await rowsOf(aino.clientId);
    const audit = await auditOf(world.db, aino.clientId);
    const response = await create(aino, body);
    expect(refusal(response)).toEqual({
      status: 422,
      name: 'ValidationError',
      message: expect.any(String),
      code,
      fields: { [field]: code },
    });
    expect(await rowsOf(aino.clientId)).toEqual(before);
    expect(await auditOf(world.db, aino.clientId)).toEqual(audit);
  });

  it('makes a new default the only one, and the first account of a client its default', async () => {
    const first = await create(newcomer, {
      iban: finnish('8', 1),
      holderName: newcomer.name,
      default: false,
    });
    expect(first.json()).toMatchObject({ default: true });
    const second = await create(newcomer, {
      iban: finnish('31', 1),
      holderName: newcomer.name,
      default: true,
    });
    expect(second.json()).toMatchObject({ default: true, bic: 'HANDFIHH' });
    const accounts = await list(newcomer);
    expect(accounts.map((a) => [a.iban, a.default])).toEqual([
      [finnish('8', 1), false],
      [finnish('31', 1), true],
    ]);
  });
});

describe('e-invoices into an account (companies)', () => {
  let company: number;
  beforeAll(async () => {
    company = await actFor(world, aino);
  });
  afterAll(async () => {
    await actForSelf(aino);
  });

  it.each([
    [
      'an address that is not an OVT',
      { operatorCode: '003723327487', address: '003712345672' },
      'E_INVOICE_ADDRESS',
      '/eInvoice/address',
    ],
    [
      'an operator the site does not list',
      { operatorCode: 'NOSUCHOP', address: '003712345671' },
      'E_INVOICE_OPERATOR',
      '/eInvoice/operatorCode',
    ],
  ])('refuses %s', async (_what, eInvoice, code, field) => {
    const before = await rowsOf(company);
    const response = await create(aino, {
      iban: finnish('1', 42),
      holderName: 'Firma Oy',
      default: false,
      eInvoice,
    });
    expect(refusal(response)).toMatchObject({ status: 422, code, fields: { [field]: code } });
    expect(await rowsOf(company)).toEqual(before);
  });

  it('stores the order, and the history names the representative who made it', async () => {
    const response = await create(aino, {
      iban: finnish('1', 42),
      holderName: 'Firma Oy',
      default: false,
      eInvoice: { operatorCode: '003723327487', address: '0037 1234 5671' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      eInvoice: { operatorCode: '003723327487', address: '003712345671' },
    });
    const audit = await auditOf(world.db, company);
    expect(audit.slice(-3).map((r) => r.item)).toEqual(['IBAN', 'EInvoiceRequest', 'OVT']);
    expect(audit.slice(-3).every((r) => r.actor_id === aino.clientId)).toBe(true);
    const changes = (await aino.call('GET', '/api/me/changes')).json<Array<{ by: string; self: boolean }>>();
    expect(changes[0]).toMatchObject({ by: aino.name, self: false });
  });
});

describe('DELETE /api/me/bank-accounts/:id', () => {
  it('deletes one (204), and a deleted default hands over to the newest left', async () => {
    const third = await create(newcomer, {
      iban: finnish('36', 1),
      holderName: newcomer.name,
      default: false,
    });
    const accounts = await list(newcomer);
    const theDefault = accounts.find((a) => a.default)!;
    const response = await newcomer.call('DELETE', `/api/me/bank-accounts/${theDefault.id}`);
    expect(response.statusCode).toBe(204);
    const left = await list(newcomer);
    expect(left.map((a) => a.id)).not.toContain(theDefault.id);
    expect(left.find((a) => a.default)?.id).toBe(third.json<BankAccount>().id);
    expect((await auditOf(world.db, newcomer.clientId)).at(-1)).toMatchObject({ item: 'IBAN' });
  });

  it("answers another client's account, and one that does not exist, 404, deleting nothing", async () => {
    const theirs = (await list(aino))[0]!;
    const before = await rowsOf(aino.clientId);
    for (const id of [theirs.id, 999_999]) {
      expect(refusal(await newcomer.call('DELETE', `/api/me/bank-accounts/${id}`))).toMatchObject({
        status: 404,
        code: 'BANK_ACCOUNT_NOT_FOUND',
      });
    }
    expect(await rowsOf(aino.clientId)).toEqual(before);
  });

  it('needs no step-up: removing an account sends no money anywhere', async () => {
    world.advance(stepUpFreshnessMs + 60_000);
    const accounts = await list(newcomer);
    expect((await newcomer.call('DELETE', `/api/me/bank-accounts/${accounts[0]!.id}`)).statusCode).toBe(204);
  });
});

describe('GET /api/business/validate/:code', () => {
  /** An eight-digit code that is a Y-tunnus (without its hyphen) and a registrikood at once. */
  const both = (() => {
    for (let n = 10_000_000; ; n++) {
      const code = String(n);
      const fi = checkFinnish(code);
      if (fi && checkEstonian(code)) return code;
    }
  })();

  it('checks the site country first', async () => {
    const onAurora = (await aino.call('GET', `/api/business/validate/${both}`)).json<BusinessCodeCheck>();
    expect(onAurora).toMatchObject({ valid: true, countryCode: 'FI' });
    const estonian = await signedIn(world, kiir, 1);
    const onKiir = (await estonian.call('GET', `/api/business/validate/${both}`)).json<BusinessCodeCheck>();
    expect(onKiir).toEqual({ valid: true, countryCode: 'EE', formatted: both });
  });

  it('writes a code the way its registry does, and says when it is none', async () => {
    expect((await aino.call('GET', '/api/business/validate/FI12345671')).json()).toEqual({
      valid: true,
      countryCode: 'FI',
      formatted: '1234567-1',
    });
    expect((await aino.call('GET', '/api/business/validate/1234567-2')).json()).toEqual({
      valid: false,
      countryCode: null,
      formatted: null,
    });
  });

  it('has a generous limit of its own, and lets the browser keep the answer', async () => {
    const latvian = await signedIn(world, daugava, 1);
    const response = await latvian.call('GET', '/api/business/validate/40003000000');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-ratelimit-limit']).toBe('300');
    expect(response.headers['cache-control']).toBe('private, max-age=86400');
  });
});

function checkFinnish(code: string) {
  const digits = Array.from(code.slice(0, 7), Number);
  const rest = [7, 9, 10, 5, 8, 4, 2].reduce((s, w, i) => s + w * digits[i]!, 0) % 11;
  return rest !== 1 && (rest === 0 ? 0 : 11 - rest) === Number(code[7]);
}

function checkEstonian(code: string) {
  if (!/^[1789]/.test(code)) return false;
  const digits = Array.from(code, Number);
  const sum = (weights: number[]) => weights.reduce((s, w, i) => s + w * digits[i]!, 0) % 11;
  let check = sum([1, 2, 3, 4, 5, 6, 7]);
  if (check === 10) check = sum([3, 4, 5, 6, 7, 8, 9]);
  if (check === 10) check = 0;
  return check === digits[7];
}
