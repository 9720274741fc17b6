import type { MeUpdate } from '@vool/api-client';
import type { Db } from '../../db/connect.ts';

const profileColumns = [
  'client_code',
  'name',
  'type',
  'registry_code',
  'country_code',
  'email',
  'phone',
  'locale_id',
  'is_new_customer',
] as const;

/** Every query takes the acting client's id from the session, never from the request. */
export function meRepository(db: Db) {
  return {
    profile(actingClientId: number) {
      return db
        .selectFrom('clients')
        .select(profileColumns)
        .where('id', '=', actingClientId)
        .executeTakeFirstOrThrow();
    },

    async update(actingClientId: number, changes: MeUpdate) {
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('clients')
          .set({
            ...(changes.email !== undefined ? { email: changes.email } : {}),
            ...(changes.phone !== undefined ? { phone: changes.phone } : {}),
            ...(changes.localeId !== undefined ? { locale_id: changes.localeId } : {}),
          })
          .where('id', '=', actingClientId)
          .execute();
        // The primary e-mail contact mirrors the profile, so contact lists never disagree with it.
        if (changes.email) {
          await tx
            .updateTable('contacts')
            .set({ value: changes.email })
            .where('client_id', '=', actingClientId)
            .where('type', '=', 'Email')
            .where('is_primary', '=', true)
            .execute();
        }
      });
    },

    /** The user themself and every client they represent, themself first. */
    representatives(userId: number) {
      return db
        .selectFrom('clients as c')
        .leftJoin('representations as r', (join) =>
          join.onRef('r.client_id', '=', 'c.id').on('r.representative_id', '=', userId),
        )
        .select(['c.id', 'c.client_code', 'c.name', 'c.type'])
        .where((eb) => eb.or([eb('c.id', '=', userId), eb('r.representative_id', '=', userId)]))
        .orderBy((eb) => eb.case().when('c.id', '=', userId).then(0).else(1).end())
        .orderBy('c.name')
        .execute();
    },
  };
}

export type MeRepository = ReturnType<typeof meRepository>;
