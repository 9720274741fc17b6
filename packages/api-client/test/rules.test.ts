import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { friendlyFormatIBAN } from 'ibantools';
import {
  checkBusinessCode,
  contactProblems,
  eInvoiceAddressValid,
  marketingChannelsValid,
  normalisePostalCode,
  thresholdValid,
} from '../src/rules.ts';
import { checkIban } from '../src/iban.ts';

describe('postal codes', () => {
  it.each([
    ['FI', '00100', '00100'],
    ['FI', ' 33100 ', '33100'],
    ['EE', '10111', '10111'],
    ['LV', 'LV-1050', 'LV-1050'],
    ['LV', 'lv 1050', 'LV-1050'],
    ['LV', '1050', 'LV-1050'],
  ] as const)('%s %s is %s', (country, code, written) => {
    expect(normalisePostalCode(country, code)).toBe(written);
  });

  it.each([
    ['FI', '0010'],
    ['FI', '001000'],
    ['EE', 'LV-1050'],
    ['LV', '10500'],
    ['FI', 'ABCDE'],
  ] as const)('%s refuses %s', (country, code) => {
    expect(normalisePostalCode(country, code)).toBeNull();
  });
});

describe('IBAN', () => {
  it('reads any spacing and answers the electronic form with its country', () => {
    expect(checkIban('fi49 5000 9420 0287 30')).toEqual({
      iban: 'FI4950009420028730',
      countryCode: 'FI',
      bankCode: '500',
    });
    expect(checkIban('EE38 2200 2210 2014 5685')?.countryCode).toBe('EE');
    expect(checkIban('LV80 BANK 0000 4351 9500 1')?.bankCode).toBe('BANK');
  });

  it('refuses a wrong check digit, length or country', () => {
    expect(checkIban('FI49 5000 9420 0287 31')).toBeNull();
    expect(checkIban('FI49 5000 9420 0287')).toBeNull();
    expect(checkIban('XX49 5000 9420 0287 30')).toBeNull();
  });

  it('catches every single changed digit of a valid IBAN', () => {
    const valid = 'FI4950009420028730';
    fc.assert(
      fc.property(fc.integer({ min: 4, max: valid.length - 1 }), fc.integer({ min: 1, max: 9 }), (at, by) => {
        const digit = (Number(valid[at]) + by) % 10;
        const changed = `${valid.slice(0, at)}${String(digit)}${valid.slice(at + 1)}`;
        expect(checkIban(friendlyFormatIBAN(changed) ?? changed)).toBeNull();
      }),
    );
  });
});

describe('business codes', () => {
  it.each([
    ['1463611-4', ['FI'], 'FI', '1463611-4'],
    ['14636114', ['FI'], 'FI', '1463611-4'],
    ['FI14636114', ['FI', 'EE'], 'FI', '1463611-4'],
    ['10421629', ['EE', 'FI'], 'EE', '10421629'],
    ['40003032949', ['LV'], 'LV', '40003032949'],
    ['40003245752', ['FI', 'EE', 'LV'], 'LV', '40003245752'],
  ] as const)('%s in %j is %s %s', (code, countries, country, formatted) => {
    expect(checkBusinessCode(code, countries)).toEqual({ valid: true, countryCode: country, formatted });
  });

  it.each([
    ['1463611-5', ['FI']],
    ['10421628', ['EE']],
    ['40003032948', ['LV']],
    ['20421629', ['EE']],
    ['', ['FI', 'EE', 'LV']],
  ] as const)('%s is not valid in %j', (code, countries) => {
    expect(checkBusinessCode(code, countries).valid).toBe(false);
  });

  it('an eight-digit code is read in the country named first', () => {
    // 10421629 is a valid registrikood; as a Y-tunnus its check digit is wrong.
    expect(checkBusinessCode('10421629', ['FI', 'EE']).countryCode).toBe('EE');
  });
});

describe('e-invoice addresses', () => {
  it('Finland: 0037, a valid Y-tunnus and an optional suffix', () => {
    expect(eInvoiceAddressValid('003714636114', 'FI')).toBe(true);
    expect(eInvoiceAddressValid('003714636114AB1', 'FI')).toBe(true);
    expect(eInvoiceAddressValid('003714636115', 'FI')).toBe(false);
    expect(eInvoiceAddressValid('14636114', 'FI')).toBe(false);
  });

  it('Estonia and Latvia: the registry code itself', () => {
    expect(eInvoiceAddressValid('10421629', 'EE')).toBe(true);
    expect(eInvoiceAddressValid('40003032949', 'LV')).toBe(true);
    expect(eInvoiceAddressValid('40003032948', 'LV')).toBe(false);
  });
});

describe('choices', () => {
  it('no marketing stands alone', () => {
    expect(marketingChannelsValid(['None'])).toBe(true);
    expect(marketingChannelsValid(['Email', 'Gsm'])).toBe(true);
    expect(marketingChannelsValid(['None', 'Email'])).toBe(false);
    expect(marketingChannelsValid([])).toBe(false);
  });

  it('a lower limit below the upper, either open', () => {
    expect(thresholdValid({ lower: 2, upper: 25 })).toBe(true);
    expect(thresholdValid({ lower: null, upper: 25 })).toBe(true);
    expect(thresholdValid({ lower: 2, upper: null })).toBe(true);
    expect(thresholdValid({ lower: 5, upper: 5 })).toBe(false);
    expect(thresholdValid({ lower: 20, upper: 5 })).toBe(false);
  });

  it('contacts: one e-mail, one main per kind, an e-mail that looks like one', () => {
    const email = { type: 'Email' as const, name: '', value: 'a@example.fi', primary: true };
    const phone = { type: 'Gsm' as const, name: '', value: '+358401234567', primary: true };
    expect(contactProblems([email, phone])).toEqual({});
    expect(contactProblems([email, { ...email, primary: false }])).toEqual({
      '/contacts/1/type': 'ONE_EMAIL',
    });
    expect(contactProblems([phone, { ...phone }])).toEqual({ '/contacts/1/primary': 'ONE_PRIMARY' });
    expect(contactProblems([{ ...email, value: 'not-an-address' }])).toEqual({
      '/contacts/0/value': 'EMAIL',
    });
  });
});
