import type { Transaction } from 'kysely';
import {
  addressTypes,
  normalisePostalCode,
  type AddressType,
  type AddressUpdate,
  type ClientAddress,
} from '@vool/api-client';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import { validationError } from '../../errors.ts';
import { recordChange, type Actor } from './audit.ts';

/** The acting client's postal and billing addresses; every query is scoped to the client's id. */
export function addressesRepository(db: Db) {
  return {
    async list(clientId: number, type?: AddressType): Promise<ClientAddress[]> {
      let query = db
        .selectFrom('addresses')
        .select(['type', 'street', 'city', 'postal_code', 'country_code'])
        .where('client_id', '=', clientId);
      if (type) query = query.where('type', '=', type);
      const rows = await query.execute();
      return rows
        .sort((a, b) => addressTypes.indexOf(a.type) - addressTypes.indexOf(b.type))
        .map((r) => ({
          type: r.type,
          street: r.street,
          city: r.city,
          postalCode: r.postal_code,
          countryCode: r.country_code,
        }));
    },

    transaction<T>(work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /** One address per type (a unique index): the first one of a type is added, later ones replace it. */
    async put(tx: Transaction<Database>, clientId: number, address: ClientAddress) {
      const values = {
        street: address.street,
        city: address.city,
        postal_code: address.postalCode,
        country_code: address.countryCode,
      };
      await tx
        .insertInto('addresses')
        .values({ ...values, client_id: clientId, type: address.type })
        .onConflict((oc) => oc.columns(['client_id', 'type']).doUpdateSet(values))
        .execute();
    },
  };
}

export type AddressesRepository = ReturnType<typeof addressesRepository>;

/** Spaces as a person means them: one between words, none around; only spaces is nothing. */
function tidy(text: string, field: string): string {
  const tidied = text.trim().replace(/\s+/g, ' ');
  if (!tidied)
    throw validationError(`${field.slice(1)} is empty`, 'VALIDATION_FAILED', { [field]: 'is empty' });
  return tidied;
}

export function addressesService(repository: AddressesRepository, now: () => Date) {
  return {
    list: (clientId: number, type?: AddressType) => repository.list(clientId, type),

    /** Stored as the country's post writes it (`LV-1010`); an unchanged address records no change. */
    async put(actor: Actor, update: AddressUpdate): Promise<ClientAddress[]> {
      const postalCode = normalisePostalCode(update.countryCode, update.postalCode);
      if (!postalCode) {
        throw validationError(`Not a postal code of ${update.countryCode}`, 'POSTAL_CODE', {
          '/postalCode': 'POSTAL_CODE',
        });
      }
      const street = tidy(update.street, '/street');
      const city = tidy(update.city, '/city');
      const address: ClientAddress = {
        type: update.type,
        street,
        city,
        postalCode,
        countryCode: update.countryCode,
      };
      const [before] = await repository.list(actor.clientId, update.type);
      const changed = JSON.stringify(before) !== JSON.stringify(address);
      if (changed) {
        await repository.transaction(async (tx) => {
          await repository.put(tx, actor.clientId, address);
          await recordChange(tx, { ...actor, item: 'Address', at: now() });
        });
      }
      return repository.list(actor.clientId);
    },
  };
}

export type AddressesService = ReturnType<typeof addressesService>;
