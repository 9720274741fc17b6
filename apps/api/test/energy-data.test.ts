import { describe, expect, it } from '@jest/globals';
import { dataFrom, dataUpTo, lastCompleteDay, pricesUpTo } from '../src/energy/availability.ts';
import {
  computeConsumptionDay,
  consumptionDay,
  CORRECTED,
  dailyConsumptionWh,
  ESTIMATED,
  isEstimatedDay,
} from '../src/energy/consumption.ts';
import { hash32, valueNoise } from '../src/energy/hash.ts';
import { eic, eicCheckCharacter, gs1CheckDigit, gsrn, isEic, isGsrn } from '../src/energy/identifiers.ts';
import { JsonWriter } from '../src/energy/json-writer.ts';
import { dataTypesOf, type PointModel } from '../src/energy/model.ts';
import { dayPrices, quarterPricesFrom } from '../src/energy/prices.ts';
import { dailyProductionWh, productionDay } from '../src/energy/production.ts';
import { computeReadings, type ReadingsRequest } from '../src/energy/readings.ts';
import {
  civil,
  clockQuarter,
  dayKind,
  dayNumber,
  dayOf,
  formatDay,
  formatInstant,
  localDay,
  midnightUtc,
  offsetAt,
  parseDay,
  quarterDate,
  HOUR,
  QUARTER,
} from '../src/energy/time.ts';
import { climateOf, dailyMeanTemperature, hourlyTemperature } from '../src/energy/weather.ts';

const helsinki = climateOf(60.17, true);
const rovaniemi = climateOf(66.5, false);
const riga = climateOf(56.95, true);

const household = (overrides: Partial<PointModel> = {}): PointModel => ({
  seed: 1234567,
  utility: 'electricity',
  profile: 'household',
  annualKwh: 5000,
  spaceHeating: false,
  producer: false,
  capacityKw: 0,
  priceArea: 'FI',
  country: 'FI',
  climate: helsinki,
  ...overrides,
});

const day = (text: string) => parseDay(text)!;
/** Local days [from, to), as day numbers. */
const days = (from: string, to: string) =>
  Array.from({ length: day(to) - day(from) }, (_, i) => day(from) + i);
const sum = (values: Iterable<number>) => {
  let total = 0;
  for (const value of values) total += value;
  return total;
};
const year2025 = days('2025-01-01', '2026-01-01');

describe('local time (EET/EEST)', () => {
  /** The offset Intl gives, in minutes. */
  const intlOffset = (format: Intl.DateTimeFormat, at: number) => {
    const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')!.value; // GMT+03:00
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name)!;
    return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
  };

  it.each([
    ['Europe/Helsinki', 2019, 2028],
    ['Europe/Tallinn', 2023, 2027],
    ['Europe/Riga', 2023, 2027],
  ])('agrees with Intl on every hour in %s, %i–%i', (timeZone, from, to) => {
    const format = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'longOffset' });
    const mismatches: string[] = [];
    for (let at = Date.UTC(from, 0, 1); at < Date.UTC(to, 0, 1); at += HOUR) {
      if (offsetAt(at) !== intlOffset(format, at)) mismatches.push(new Date(at).toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it('has 92 quarter hours on the spring day, 100 on the autumn day, 96 otherwise', () => {
    expect(localDay(day('2025-03-30')).quarters).toBe(92);
    expect(localDay(day('2025-10-26')).quarters).toBe(100);
    expect(localDay(day('2026-03-29')).quarters).toBe(92);
    expect(localDay(day('2026-10-25')).quarters).toBe(100);
    const lengths = year2025.map((d) => localDay(d).quarters);
    expect(lengths.filter((n) => n === 96)).toHaveLength(363);
    expect(sum(lengths)).toBe(365 * 96);
  });

  it('dates the quarters with the local clock and offset, 03:00 twice in October and never in March', () => {
    const spring = localDay(day('2025-03-30'));
    const springDates = Array.from({ length: spring.quarters }, (_, i) => quarterDate(spring, i));
    expect(springDates.slice(10, 14)).toEqual([
      '2025-03-30T02:30:00+02:00',
      '2025-03-30T02:45:00+02:00',
      '2025-03-30T04:00:00+03:00',
      '2025-03-30T04:15:00+03:00',
    ]);
    const autumn = localDay(day('2025-10-26'));
    const autumnDates = Array.from({ length: autumn.quarters }, (_, i) => quarterDate(autumn, i));
    expect(autumnDates.slice(14, 18)).toEqual([
      '2025-10-26T03:30:00+03:00',
      '2025-10-26T03:45:00+03:00',
      '2025-10-26T03:00:00+02:00',
      '2025-10-26T03:15:00+02:00',
    ]);
    expect(autumnDates.at(-1)).toBe('2025-10-26T23:45:00+02:00');
    // Every date names its own instant.
    for (const [d, dates] of [
      [spring, springDates],
      [autumn, autumnDates],
    ] as const) {
      dates.forEach((date, i) => {
        expect(Date.parse(date)).toBe(d.start + i * QUARTER);
      });
    }
    expect(clockQuarter(autumn, 16)).toBe(12);
    expect(formatInstant(Date.UTC(2026, 10, 23, 12, 15))).toBe('2026-11-23T14:15:00+02:00');
  });

  it('converts calendar dates both ways, from year 1 to 9999', () => {
    for (const [y, m, d] of [
      [1970, 1, 1],
      [2024, 2, 29],
      [1, 1, 1],
      [9999, 12, 31],
      [2000, 3, 1],
    ] as const) {
      expect(civil(dayNumber(y, m, d))).toEqual({ year: y, month: m, day: d });
    }
    expect(dayNumber(1970, 1, 1)).toBe(0);
    expect(formatDay(dayNumber(9999, 12, 31))).toBe('9999-12-31');
    expect(parseDay('2026-02-30')).toBeUndefined();
    expect(parseDay('2025-02-29')).toBeUndefined();
    expect(parseDay('2024-02-29')).toBe(dayNumber(2024, 2, 29));
    expect(parseDay('2026-13-01')).toBeUndefined();
    expect(midnightUtc(day('2026-07-01'))).toBe(Date.parse('2026-07-01T00:00:00+03:00'));
    expect(dayOf(Date.parse('2026-07-01T23:59:00+03:00'))).toBe(day('2026-07-01'));
  });

  it('treats Sundays and fixed holidays alike', () => {
    expect(dayKind(day('2025-12-25'))).toBe('sunday'); // a Thursday
    expect(dayKind(day('2025-12-27'))).toBe('saturday');
    expect(dayKind(day('2025-12-29'))).toBe('weekday');
  });
});

describe('hashing and noise', () => {
  it('is the same integer function on every machine (known values)', () => {
    expect([hash32(42, 7), hash32(0, 0), hash32(-1, 2 ** 31 - 1)]).toEqual([
      3562501106, 133739202, 3830100944,
    ]);
    expect(hash32(42, 8)).not.toBe(hash32(42, 7));
  });

  it('gives a known day the same total on every machine', () => {
    // Integer hashing, then arithmetic rounded to whole watt-hours: a change here changes the demo data.
    expect(dailyConsumptionWh(household(), day('2025-01-15'))).toBe(15_743);
  });

  it('gives smooth value noise between knots', () => {
    for (let x = 0; x < 50; x += 0.01) {
      expect(Math.abs(valueNoise(9, x + 0.01) - valueNoise(9, x))).toBeLessThan(0.02);
    }
    expect(valueNoise(9, 3)).toBeGreaterThanOrEqual(0);
  });
});

describe('determinism', () => {
  it('computes the same readings twice, from fresh objects, with or without the memo', () => {
    const d = day('2025-05-14');
    const a = computeConsumptionDay(household(), d);
    const b = computeConsumptionDay(household(), d);
    expect(Array.from(a.wh)).toEqual(Array.from(b.wh));
    expect(Array.from(consumptionDay(household(), d).wh)).toEqual(Array.from(a.wh));
    expect(Array.from(dayPrices('EE', d))).toEqual(Array.from(dayPrices('EE', d)));
  });

  it('differs between usage points', () => {
    const d = day('2025-05-14');
    expect(Array.from(computeConsumptionDay(household({ seed: 1 }), d).wh)).not.toEqual(
      Array.from(computeConsumptionDay(household({ seed: 2 }), d).wh),
    );
  });

  it('answers a sub-range exactly as the slice of a larger range', () => {
    const now = Date.parse('2026-02-10T12:00:00Z');
    const base: ReadingsRequest = {
      point: household({ producer: true, capacityKw: 6 }),
      dataType: 'netted',
      series: ['temperature', 'price'],
      resolution: 15,
      unit: 'EUR',
      fromDay: day('2025-10-20'),
      toDay: day('2025-11-05'),
      now,
    };
    const values = (request: ReadingsRequest) =>
      (JSON.parse(computeReadings(request, () => ({})).json.toString()) as { values: unknown[] }).values;
    const whole = values(base);
    const part = values({ ...base, fromDay: day('2025-10-25'), toDay: day('2025-10-27') });
    // 2025-10-25 starts 5 days in; the 26th has 100 quarter hours.
    expect(part).toHaveLength(96 + 100 + 96);
    expect(part).toEqual(whole.slice(5 * 96, 5 * 96 + 292));
  });

  it('computes a year of quarter hours for a point it has not seen', () => {
    const point = household({ seed: 777 });
    const request: ReadingsRequest = {
      point,
      dataType: 'consumption',
      series: [],
      resolution: 15,
      unit: 'kWh',
      fromDay: day('2025-01-01'),
      toDay: day('2025-12-31'),
      now: Date.parse('2026-02-01T00:00:00Z'),
    };
    const { count } = computeReadings({ ...request, point: { ...point, seed: 778 } }, () => ({}));
    expect(count).toBe(35_040);
    // How fast: the API benchmark measures it (README), not a test on a machine that may be busy.
  });
});

describe('weather', () => {
  const monthMean = (climate: typeof helsinki, month: number) => {
    const own = year2025.filter((d) => civil(d).month === month);
    return sum(own.map((d) => dailyMeanTemperature(climate, d))) / own.length;
  };

  it('has cold winters and mild summers, colder up north, milder on the southern coast', () => {
    expect(monthMean(helsinki, 7) - monthMean(helsinki, 1)).toBeGreaterThan(15);
    expect(monthMean(helsinki, 1)).toBeLessThan(0);
    expect(monthMean(helsinki, 7)).toBeGreaterThan(12);
    expect(monthMean(rovaniemi, 1)).toBeLessThan(monthMean(helsinki, 1) - 4);
    expect(monthMean(riga, 1)).toBeGreaterThan(monthMean(helsinki, 1));
  });

  it('changes smoothly from hour to hour', () => {
    const first = midnightUtc(day('2025-01-01')) / HOUR;
    for (let h = first; h < first + 365 * 24; h++) {
      expect(Math.abs(hourlyTemperature(helsinki, h + 1) - hourlyTemperature(helsinki, h))).toBeLessThan(3);
    }
  });
});

describe('consumption', () => {
  const annual = (point: PointModel) => sum(year2025.map((d) => dailyConsumptionWh(point, d))) / 1000;

  it('adds up to plausible annual totals', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const plain = annual(household({ seed, annualKwh: 2000 + seed * 1000 }));
      expect(plain).toBeGreaterThan(1500);
      expect(plain).toBeLessThan(9000);
      const heated = annual(household({ seed, annualKwh: 18_000, spaceHeating: true }));
      expect(heated).toBeGreaterThan(13_000);
      expect(heated).toBeLessThan(23_000);
    }
    const company = annual(household({ profile: 'company', annualKwh: 150_000 }));
    expect(company).toBeGreaterThan(120_000);
    expect(company).toBeLessThan(180_000);
    expect(annual(household({ utility: 'heating', annualKwh: 20_000, spaceHeating: true }))).toBeGreaterThan(
      15_000,
    );
    expect(annual(household({ utility: 'gas', annualKwh: 900 }))).toBeLessThan(1200);
  });

  it('heats more in winter, and companies work on weekdays', () => {
    const heated = household({ annualKwh: 16_000, spaceHeating: true });
    const jan = sum(days('2025-01-01', '2025-02-01').map((d) => dailyConsumptionWh(heated, d)));
    const jul = sum(days('2025-07-01', '2025-08-01').map((d) => dailyConsumptionWh(heated, d)));
    expect(jan).toBeGreaterThan(2.5 * jul);
    const company = household({ profile: 'company', annualKwh: 150_000 });
    const monday = computeConsumptionDay(company, day('2025-06-02')).wh;
    const sunday = computeConsumptionDay(company, day('2025-06-08')).wh;
    expect(sum(monday)).toBeGreaterThan(2 * sum(sunday));
    // Business hours: 10:00–11:00 far above 02:00–03:00 on a weekday.
    expect(sum(monday.slice(40, 44))).toBeGreaterThan(2.5 * sum(monday.slice(8, 12)));
  });

  it('has evening peaks at home', () => {
    const point = household({ seed: 99 });
    let evening = 0;
    let night = 0;
    for (const d of days('2025-02-01', '2025-03-01')) {
      const { wh } = computeConsumptionDay(point, d);
      evening += sum(wh.slice(72, 84)); // 18:00–21:00
      night += sum(wh.slice(8, 20)); // 02:00–05:00
    }
    expect(evening).toBeGreaterThan(1.7 * night);
  });

  it('is exactly the sum of its readings, day by day, for every meter', () => {
    for (const point of [
      household({ seed: 5 }),
      household({ seed: 6, utility: 'heating', annualKwh: 20_000, spaceHeating: true }),
      household({ seed: 7, utility: 'gas', annualKwh: 12_000, spaceHeating: true }),
    ]) {
      for (const d of [...days('2025-03-28', '2025-04-02'), ...days('2025-10-24', '2025-10-29')]) {
        const { wh } = computeConsumptionDay(point, d);
        expect(sum(wh)).toBe(dailyConsumptionWh(point, d));
        expect(wh.length).toBe(
          point.utility === 'electricity'
            ? localDay(d).quarters
            : point.utility === 'heating'
              ? localDay(d).quarters / 4
              : 1,
        );
      }
    }
  });

  it('marks about 1–2 % of days estimated (whole days), and some hours corrected', () => {
    const twoYears = days('2024-01-01', '2026-01-01');
    let estimatedDays = 0;
    let corrected = 0;
    for (let seed = 1; seed <= 10; seed++) {
      for (const d of twoYears) {
        const { status } = computeConsumptionDay(household({ seed }), d);
        if (isEstimatedDay(seed, d)) {
          estimatedDays++;
          expect(status.every((s) => s === ESTIMATED)).toBe(true);
        } else {
          expect(status.includes(ESTIMATED)).toBe(false);
        }
        corrected += status.filter((s) => s === CORRECTED).length;
      }
    }
    const share = estimatedDays / (10 * twoYears.length);
    expect(share).toBeGreaterThan(0.005);
    expect(share).toBeLessThan(0.03);
    expect(corrected).toBeGreaterThan(0);
  });
});

describe('production', () => {
  const producer = household({ producer: true, capacityKw: 10 });

  it('makes about 900 kWh per kW of panels a year in southern Finland, most of it in summer', () => {
    const perKw = sum(year2025.map((d) => dailyProductionWh(producer, d))) / 1000 / 10;
    expect(perKw).toBeGreaterThan(700);
    expect(perKw).toBeLessThan(1100);
    const june = sum(days('2025-06-01', '2025-07-01').map((d) => dailyProductionWh(producer, d)));
    const december = sum(days('2025-12-01', '2026-01-01').map((d) => dailyProductionWh(producer, d)));
    expect(june).toBeGreaterThan(5 * december);
  });

  it('produces nothing at night', () => {
    for (const d of year2025) {
      const local = localDay(d);
      const { wh } = productionDay(producer, d);
      for (let i = 0; i < local.quarters; i++) {
        const clock = clockQuarter(local, i);
        // 23:30–03:00 is dark all year in Helsinki (sunset 22:50 and sunrise 03:55 at midsummer).
        if (clock >= 94 || clock < 12) expect(wh[i]).toBe(0);
      }
    }
  });

  it('makes nothing where there are no panels', () => {
    expect(dailyProductionWh(household(), day('2025-06-21'))).toBe(0);
  });

  it('nets consumption against production, below zero on sunny middays', () => {
    const request: ReadingsRequest = {
      point: producer,
      dataType: 'netted',
      series: ['consumption', 'production'],
      resolution: 60,
      unit: 'kWh',
      fromDay: day('2025-06-01'),
      toDay: day('2025-06-30'),
      now: Date.parse('2026-01-01T00:00:00Z'),
    };
    const { values } = JSON.parse(computeReadings(request, () => ({})).json.toString()) as {
      values: Array<{ value: number; consumption: number; production: number }>;
    };
    for (const v of values) expect(v.value).toBeCloseTo(v.consumption - v.production, 6);
    expect(values.some((v) => v.value < 0)).toBe(true);
  });
});

describe('spot prices', () => {
  const hourly = (prices: Float64Array) =>
    Array.from({ length: prices.length / 4 }, (_, j) => sum(prices.subarray(j * 4, j * 4 + 4)) / 4);
  const yearHours = (area: 'FI' | 'EE' | 'LV') => year2025.flatMap((d) => hourly(dayPrices(area, d)));

  it('answers hourly prices as the mean of the four quarters', () => {
    const request: ReadingsRequest = {
      point: household(),
      dataType: 'price',
      series: [],
      resolution: 60,
      unit: 'kWh',
      fromDay: day('2025-11-03'),
      toDay: day('2025-11-03'),
      now: Date.parse('2026-01-01T00:00:00Z'),
    };
    const { values } = JSON.parse(computeReadings(request, () => ({})).json.toString()) as {
      values: Array<{ value: number }>;
    };
    const quarters = dayPrices('FI', day('2025-11-03'));
    values.forEach((v, j) => {
      expect(v.value).toBeCloseTo(sum(quarters.subarray(j * 4, j * 4 + 4)) / 4 / 10, 9);
    });
  });

  it('has one price per hour before 1 October 2025, four after', () => {
    const before = dayPrices('FI', day('2025-09-30'));
    expect(midnightUtc(day('2025-10-01'))).toBe(quarterPricesFrom);
    for (let j = 0; j < 24; j++) expect(new Set(before.subarray(j * 4, j * 4 + 4)).size).toBe(1);
    const after = dayPrices('FI', day('2025-10-02'));
    expect(
      Array.from({ length: 24 }, (_, j) => new Set(after.subarray(j * 4, j * 4 + 4)).size).some((n) => n > 1),
    ).toBe(true);
  });

  it('is dearer in winter, at peaks and on weekdays; windy hours go below zero; spikes happen', () => {
    const fi = yearHours('FI');
    const mean = (values: number[]) => sum(values) / values.length;
    const byMonth = (month: number) =>
      mean(year2025.filter((d) => civil(d).month === month).flatMap((d) => hourly(dayPrices('FI', d))));
    expect(byMonth(1)).toBeGreaterThan(byMonth(7) * 1.5);
    const at = (hour: number) => mean(year2025.map((d) => hourly(dayPrices('FI', d))[hour]!));
    expect(at(18)).toBeGreaterThan(at(3) * 1.2);
    const kindMean = (kind: string) =>
      mean(year2025.filter((d) => dayKind(d) === kind).flatMap((d) => hourly(dayPrices('FI', d))));
    expect(kindMean('weekday')).toBeGreaterThan(kindMean('sunday'));
    const negative = fi.filter((p) => p < 0).length;
    expect(negative).toBeGreaterThan(0);
    expect(negative).toBeLessThan(fi.length * 0.1);
    expect(fi.some((p) => p > 200)).toBe(true);
  });

  it('keeps Estonia and Latvia together, and usually above Finland', () => {
    const fi = yearHours('FI');
    const ee = yearHours('EE');
    const lv = yearHours('LV');
    expect(ee.filter((p, i) => p >= fi[i]!).length / ee.length).toBeGreaterThan(0.9);
    expect(lv.filter((p, i) => Math.abs(p - ee[i]!) < 10).length / lv.length).toBeGreaterThan(0.9);
  });
});

describe('availability', () => {
  const now = Date.parse('2026-11-23T12:37:00Z'); // 14:37 local

  it('keeps whole months from the first of the month 37 months back: 36 billed ones at least', () => {
    expect(formatInstant(dataFrom(now))).toBe('2023-10-01T00:00:00+03:00');
    expect(formatInstant(dataFrom(Date.parse('2028-02-29T12:00:00Z')))).toBe('2025-01-01T00:00:00+02:00');
    expect(formatInstant(dataFrom(Date.parse('2026-01-01T00:30:00+02:00')))).toBe(
      '2022-12-01T00:00:00+02:00',
    );
  });

  it('has meters up to the last full hour minus one, gas to the end of yesterday, prices to tomorrow after 14:00', () => {
    expect(formatInstant(dataUpTo('electricity', now))).toBe('2026-11-23T13:00:00+02:00');
    expect(formatInstant(dataUpTo('heating', now))).toBe('2026-11-23T13:00:00+02:00');
    expect(formatInstant(dataUpTo('gas', now))).toBe('2026-11-23T00:00:00+02:00');
    expect(formatInstant(pricesUpTo(now))).toBe('2026-11-25T00:00:00+02:00');
    expect(formatInstant(pricesUpTo(Date.parse('2026-11-23T11:59:00Z')))).toBe('2026-11-24T00:00:00+02:00');
    expect(formatDay(lastCompleteDay('gas', now))).toBe('2026-11-22');
    // Just after midnight the electricity of yesterday's last hour is not in yet.
    expect(formatDay(lastCompleteDay('electricity', Date.parse('2026-11-22T22:30:00Z')))).toBe('2026-11-21');
  });

  it('offers the data types a point has', () => {
    expect(dataTypesOf({ utility: 'electricity', producer: true })).toEqual([
      'consumption',
      'production',
      'netted',
      'price',
      'temperature',
    ]);
    expect(dataTypesOf({ utility: 'heating', producer: false })).toEqual(['consumption', 'temperature']);
  });
});

describe('identifiers', () => {
  it('computes GS1 check digits (known GTIN-13 and SSCC examples)', () => {
    expect(gs1CheckDigit('400638133393')).toBe(1); // 4006381333931
    expect(gs1CheckDigit('10614141123456789')).toBe(7); // SSCC 106141411234567897
    const id = gsrn('64300000000000001');
    expect(id).toHaveLength(18);
    expect(isGsrn(id)).toBe(true);
    expect(isGsrn(`${id.slice(0, 17)}${(Number(id[17]) + 1) % 10}`)).toBe(false);
    expect(isGsrn('743000000000000001')).toBe(false);
  });

  it('computes EIC check characters (codes published by ENTSO-E and Elering)', () => {
    for (const code of [
      '10YFI-1--------U',
      '10Y1001A1001A39I',
      '10YLV-1001A00074',
      '10X1001A1001A39W',
      '38ZEE-1000007L-E',
    ]) {
      expect(isEic(code)).toBe(true);
      expect(eicCheckCharacter(code.slice(0, 15))).toBe(code[15]);
    }
    expect(isEic('10YFI-1--------V')).toBe(false);
    expect(isEic('38ZEE-1000007L-')).toBe(false);
    expect(eicCheckCharacter('lowercase------')).toBeUndefined();
    const made = eic('43ZLV-000000001')!;
    expect(isEic(made)).toBe(true);
  });
});

describe('JSON writer', () => {
  it('writes fixed-point numbers as JSON.stringify writes them', () => {
    const cases: Array<[number, number]> = [
      [0, 3],
      [1, 3],
      [-1, 3],
      [1230, 3],
      [-123_456, 4],
      [5, 1],
      [-50, 1],
      [1_000_000, 0],
      [-0.4, 3],
      [987_654_321, 4],
    ];
    const writer = new JsonWriter(8);
    cases.forEach(([scaled, decimals], i) => {
      if (i > 0) writer.byte(44);
      writer.fixed(scaled, decimals);
    });
    expect(writer.result().toString()).toBe(
      cases.map(([s, d]) => JSON.stringify(Math.round(s) / 10 ** d || 0)).join(','),
    );
  });
});
