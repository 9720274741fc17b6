import type { Db } from '../../db/connect.ts';

export function referenceRepository(db: Db) {
  const columns = ['code as countryCode', 'name', 'group_code as group'] as const;
  return {
    countries: () => db.selectFrom('countries').select(columns).orderBy('name').execute(),
    country: (code: string) =>
      db.selectFrom('countries').select(columns).where('code', '=', code.toUpperCase()).executeTakeFirst(),
  };
}

export type ReferenceRepository = ReturnType<typeof referenceRepository>;
