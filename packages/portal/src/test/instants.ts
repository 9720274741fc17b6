import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fromAbsolute, parseDate, toCalendarDate, toZoned } from '@internationalized/date';

export interface Instant {
  name: string;
  /** With the site's offset: `2026-10-25T03:30:00+02:00`. */
  at: string;
}

/**
 * The instants "now" is tested at (scripts/instants.json, which apps/api's tests share): month and
 * year ends, 29 February 2028, both clock changes, 13:59 and 14:01 (spot prices), midnight.
 */
export const instants = JSON.parse(
  readFileSync(path.join(__dirname, '../../../../scripts/instants.json'), 'utf8'),
) as Instant[];

/** An instant as the API writes it, with the zone's offset: `2026-10-25T03:15:00+02:00`. */
export const localIso = (at: number, timeZone: string) =>
  fromAbsolute(at, timeZone)
    .toString()
    .replace(/\[.*\]$/, '');

/** The calendar date of an instant in a zone: `2026-10-25`. */
export const localDate = (at: number, timeZone: string) =>
  toCalendarDate(fromAbsolute(at, timeZone)).toString();

/** The quarter hours of a local day as the API dates them: 92, 96 or 100 of them. */
export function quartersOf(date: string, timeZone: string): string[] {
  const start = toZoned(parseDate(date), timeZone).toDate().getTime();
  const end = toZoned(parseDate(date).add({ days: 1 }), timeZone)
    .toDate()
    .getTime();
  const quarters: string[] = [];
  for (let at = start; at < end; at += 15 * 60_000) quarters.push(localIso(at, timeZone));
  return quarters;
}

/** What the API answers of the signed-in person at `at` (her session lasts an hour more): the frame's calls. */
export const signedInAt = (at: number): Record<string, unknown> => ({
  '/api/auth/session': {
    token: 'public-token',
    user: { ssn: '010170-123A', clientCode: '100001', name: 'Maija Meikäläinen', email: null },
    userOrRepresentativeCode: '100001',
    isNewCustomer: false,
    expires: new Date(at + 3_600_000).toISOString(),
  },
  '/api/me': {
    clientCode: '100001',
    name: 'Maija Meikäläinen',
    type: 'private',
    registryCode: '010170-123A',
    countryCode: 'FI',
    email: null,
    phone: null,
    localeId: null,
    isNewCustomer: false,
  },
  '/api/me/representatives': [],
});
