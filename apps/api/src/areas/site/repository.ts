import { isThemeId } from '@vool/tokens/brands';
import type { Db } from '../../db/connect.ts';
import type { SiteOrigin } from './origins.ts';
import { SiteDirectory, siteBrand, type SiteContext } from './sites.ts';

export async function loadSites(db: Db, origins: SiteOrigin[]): Promise<SiteDirectory> {
  const rows = await db.selectFrom('sites').selectAll().orderBy('id').execute();
  const sites: SiteContext[] = rows.flatMap((row) => {
    const themeId = row.theme_id;
    if (!isThemeId(themeId)) return []; // a site whose brand this build does not ship
    return [
      {
        id: row.id,
        countryCode: row.country_code,
        config: {
          theme_id: themeId,
          company_name: row.company_name,
          timezone: row.timezone,
          default_locale_id: row.default_locale_id,
          locales: row.locales,
          meta_fields: row.meta_fields,
          ga_measurement_id: row.ga_measurement_id,
          logo: row.logo,
          dark_mode_logo: row.dark_mode_logo,
          features: row.features,
          external_services: row.external_services,
          brand: siteBrand(themeId),
        },
      },
    ];
  });
  return new SiteDirectory(sites, origins);
}
