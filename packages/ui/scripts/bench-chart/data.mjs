// A year of 15-minute electricity readings for one household, this year and last, the same every run:
// a daily shape (night base load, morning and evening peaks), more in winter (electric heating), a
// Saturday-evening sauna, noise; this year's meter was offline for three days in March and a few hours
// here and there (estimated), and last year misses six hours of readings (null).

export const START = { year: 2025, month: 0, day: 1 };
export const INTERVALS = 35_040; // 365 days × 96
export const PER_DAY = 96;

/** mulberry32: small, fast, deterministic. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function readings(x, seed, scale) {
  const next = random(seed);
  return x.map((date, i) => {
    const hour = date.getHours() + date.getMinutes() / 60;
    const day = Math.floor(i / PER_DAY);
    const winter = 1 + 0.8 * Math.cos((2 * Math.PI * (day - 15)) / 365);
    const morning = 0.35 * Math.exp(-((hour - 7.5) ** 2) / 2);
    const evening = 0.55 * Math.exp(-((hour - 19) ** 2) / 5);
    const sauna = date.getDay() === 6 && hour >= 18 && hour < 20 ? 1.6 : 0;
    const kWh = (0.08 + morning + evening) * winter * scale + sauna + next() * 0.06;
    return Math.round(kWh * 1000) / 1000;
  });
}

/** The x values (local dates) and the two series, shaped as `ChartData` of @vool/ui/charts. */
export function yearOfReadings(days = 365) {
  const { year, month, day } = START;
  const x = Array.from({ length: days * PER_DAY }, (_, i) => new Date(year, month, day, 0, i * 15));
  const estimated = x.map((_, i) => {
    const d = Math.floor(i / PER_DAY);
    const q = i % PER_DAY;
    // 10–12 March offline; every 17th day a two-hour gap in the evening.
    return (d >= 68 && d <= 70) || (d % 17 === 5 && q >= 72 && q < 80);
  });
  const lastYear = readings(x, 2, 1.08);
  for (let i = 200 * PER_DAY + 40; i < 200 * PER_DAY + 64; i += 1) lastYear[i] = null;
  return {
    x,
    series: [
      { name: 'Consumption 2025', kind: 'line', unit: 'kWh', values: readings(x, 1, 1), estimated },
      { name: 'Consumption 2024', kind: 'line', unit: 'kWh', values: lastYear },
    ],
  };
}

const pad = (n) => String(n).padStart(2, '0');

/** DD.MM.YYYY HH:mm, as the portal shows readings (spec §9). */
export const formatDateTime = (x) =>
  x instanceof Date
    ? `${pad(x.getDate())}.${pad(x.getMonth() + 1)}.${x.getFullYear()} ${pad(x.getHours())}:${pad(x.getMinutes())}`
    : x;

/** The zoom measured: March (one month of the year), as indexes into x. */
export const MARCH = { startValue: 59 * PER_DAY, endValue: 90 * PER_DAY - 1 };
/** For one day of data: its morning, 06:00–12:00. */
export const MORNING = { startValue: 24, endValue: 47 };
