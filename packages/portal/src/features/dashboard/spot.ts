import type { SpotDay } from '@vool/api-client/browser';

const QUARTER_MS = 15 * 60_000;

export interface SpotPrice {
  date: string;
  price: number;
}

/** The quarter hour `now` falls in, if the day holds it. */
export function currentPrice(day: SpotDay, now: number): SpotPrice | undefined {
  return day.prices.find((p) => {
    const start = Date.parse(p.date);
    return start <= now && now < start + QUARTER_MS;
  });
}

export function extremes(day: SpotDay): { low: SpotPrice; high: SpotPrice } | undefined {
  const [first] = day.prices;
  if (!first) return undefined;
  let low = first;
  let high = first;
  for (const p of day.prices) {
    if (p.price < low.price) low = p;
    if (p.price > high.price) high = p;
  }
  return { low, high };
}

/**
 * The cheapest whole clock hour that has not started yet (or is under way), by the mean of its four
 * quarters: when to run the dishwasher or charge the car.
 */
export function cheapestHourAhead(
  day: SpotDay,
  now: number,
): { from: string; to: string; price: number } | undefined {
  const hours = new Map<string, SpotPrice[]>();
  for (const p of day.prices) {
    // The hour with its offset: the autumn clock change repeats 03:00, and each is an hour of its own.
    const hour = `${p.date.slice(0, 13)}${p.date.slice(19)}`;
    const list = hours.get(hour);
    if (list) list.push(p);
    else hours.set(hour, [p]);
  }
  let best: { from: string; to: string; price: number } | undefined;
  for (const quarters of hours.values()) {
    const first = quarters[0]!;
    const end = Date.parse(quarters.at(-1)!.date) + QUARTER_MS;
    if (end <= now) continue;
    const price = quarters.reduce((sum, q) => sum + q.price, 0) / quarters.length;
    if (!best || price < best.price) {
      const hour = Number(first.date.slice(11, 13));
      best = {
        from: `${String(hour).padStart(2, '0')}:00`,
        to: `${String((hour + 1) % 24).padStart(2, '0')}:00`,
        price,
      };
    }
  }
  return best;
}
