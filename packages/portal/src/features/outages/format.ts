import type { Outage } from '@vool/api-client/browser';

/** Whole hours and the minutes left: 1 530 minutes → { hours: 25, minutes: 30 }. */
export const hoursAndMinutes = (minutes: number) => ({
  hours: Math.floor(minutes / 60),
  minutes: minutes % 60,
});

/** An outage's length in minutes: to its actual end, else to its expected end. */
export const outageMinutes = (outage: Outage): number =>
  Math.floor((Date.parse(outage.actualEnd ?? outage.expectedEnd) - Date.parse(outage.start)) / 60_000);

/** Past outages per place (identifier), each place's latest first, places in the order first met. */
export function pastByPlace(past: readonly Outage[]) {
  const groups = new Map<string, { identifier: string; street: string; outages: Outage[] }>();
  for (const outage of past) {
    for (const place of outage.places) {
      let group = groups.get(place.identifier);
      if (!group) {
        group = {
          identifier: place.identifier,
          street: `${place.address.street}, ${place.address.city}`,
          outages: [],
        };
        groups.set(place.identifier, group);
      }
      group.outages.push(outage);
    }
  }
  for (const group of groups.values()) group.outages.sort((a, b) => b.start.localeCompare(a.start));
  return [...groups.values()];
}

/** Cents as euros in the user's language: 12 345 → "€123.45" (en-GB), "123,45 €" (fi-FI). */
export const euros = (locale: string, cents: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
