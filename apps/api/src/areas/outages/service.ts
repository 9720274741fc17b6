import type { MeterEvents, Outage, OutageCause, Outages } from '@vool/api-client';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CountryCode } from '../../energy/time.ts';
import { HttpError } from '../../errors.ts';
import { networkOperator } from '../contracts/parties.ts';
import { outagesRepository, type OutageRow } from './repository.ts';
import { compensationTracker } from './tracker.ts';

export const pointNotFound = () =>
  new HttpError(404, 'NotFound', 'No such usage point among this client’s', 'USAGE_POINT_NOT_FOUND');

/** The (fictional) network operators' 24-hour fault lines, one per country as the operators are. */
export const faultLines: Record<CountryCode, string> = {
  FI: '+358 800 100 500',
  EE: '+372 1343',
  LV: '+371 8404',
};

/** The site as outages read it. */
export interface OutageSite {
  themeId: string;
  countryCode: string;
}

const countryOf = (site: OutageSite) => site.countryCode as CountryCode;

function statusOf(row: OutageRow, now: Date): Outage['status'] {
  if (row.cancelled) return 'cancelled';
  if (row.starts_at > now) return 'planned';
  return row.ended_at && row.ended_at <= now ? 'restored' : 'in-progress';
}

/** Rows (one per affected point) to outages, each with the client's places it cut off. */
function toOutages(rows: readonly OutageRow[], site: OutageSite, now: Date): Outage[] {
  const byId = new Map<number, Outage>();
  const country = countryOf(site);
  for (const row of rows) {
    const place = {
      identifier: row.identifier,
      address: {
        street: row.street,
        city: row.city,
        postalCode: row.postal_code,
        countryCode: row.country_code,
      },
    };
    const known = byId.get(row.id);
    if (known) {
      known.places.push(place);
      continue;
    }
    const status = statusOf(row, now);
    byId.set(row.id, {
      id: row.id,
      kind: row.kind,
      status,
      cause: row.cause as OutageCause,
      area: row.area,
      start: row.starts_at.toISOString(),
      expectedEnd: row.expected_end.toISOString(),
      // The seeded restoration of a fault in progress lies ahead: it is not known until it happens.
      actualEnd: status === 'restored' ? row.ended_at!.toISOString() : null,
      places: [place],
      operator: networkOperator(site.themeId, row.utility, country),
      faultLine: faultLines[country],
    });
  }
  return [...byId.values()];
}

export function outagesService(db: Kysely<Database>, now: () => Date) {
  const repository = outagesRepository(db);
  return {
    async list(site: OutageSite, clientId: number): Promise<Outages> {
      const at = now();
      const all = toOutages(await repository.outages(clientId), site, at);
      const past = all.filter(
        (o) => o.status === 'restored' || (o.status === 'cancelled' && o.start < at.toISOString()),
      );
      const country = countryOf(site);
      return {
        current: all.filter((o) => o.status === 'in-progress'),
        planned: all.filter((o) => o.status === 'planned' || (o.status === 'cancelled' && !past.includes(o))),
        past: past.reverse(),
        network: {
          operator: networkOperator(site.themeId, 'electricity', country),
          faultLine: faultLines[country],
        },
      };
    },

    async meterEvents(clientId: number, identifier: string): Promise<MeterEvents> {
      const point = await repository.point(clientId, identifier);
      if (!point) throw pointNotFound();
      const events = await repository.events(clientId, now(), [point.id]);
      return {
        identifier: point.identifier,
        events: events.map((e) => ({ at: e.at.toISOString(), kind: e.kind, outageId: e.outage_id })),
      };
    },

    /** This (local) year's interruptions and what is due: a page of trackers and the year's summary. */
    compensation: compensationTracker(repository, now),
  };
}

export type OutagesService = ReturnType<typeof outagesService>;
