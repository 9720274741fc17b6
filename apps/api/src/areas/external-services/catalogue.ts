import {
  documentLinkPaths,
  documentLinkTypes,
  type DocumentLinkType,
  type ExternalServiceLink,
  type LocaleId,
} from '@vool/api-client';
import type { SiteContext } from '../site/sites.ts';

/** Each document's name, as the portal's footer names it (`shell.footer.*` in translations/). */
const names: Record<DocumentLinkType, Record<LocaleId, string>> = {
  PRIVACY_POLICY: {
    'en-GB': 'Privacy policy',
    'fi-FI': 'Tietosuojaseloste',
    'sv-FI': 'Dataskyddsbeskrivning',
    'et-EE': 'Privaatsuspoliitika',
    'lv-LV': 'Privātuma politika',
    'ru-RU': 'Политика конфиденциальности',
  },
  TERMS_OF_SERVICE: {
    'en-GB': 'Terms of service',
    'fi-FI': 'Käyttöehdot',
    'sv-FI': 'Användarvillkor',
    'et-EE': 'Kasutustingimused',
    'lv-LV': 'Lietošanas noteikumi',
    'ru-RU': 'Условия использования',
  },
  EXTERNAL_SUPPORT: {
    'en-GB': 'Help centre',
    'fi-FI': 'Ohjekeskus',
    'sv-FI': 'Hjälpcenter',
    'et-EE': 'Abikeskus',
    'lv-LV': 'Palīdzības centrs',
    'ru-RU': 'Центр помощи',
  },
};

/**
 * Spec §3's document links of a site: pages on its utility's own website (the brand's), in the order
 * of `documentLinkTypes`, named in `locale`; only `type`'s when one is asked for. The integration flags
 * of the site's `external_services` (outage notification settings, signing gateway, external API) are
 * switches the site config already carries, not places to send a customer, so they are not listed.
 */
export function externalServicesOf(
  site: SiteContext,
  locale: LocaleId,
  type?: DocumentLinkType,
): ExternalServiceLink[] {
  const { website } = site.config.brand;
  return documentLinkTypes
    .filter((each) => type === undefined || each === type)
    .map((each) => ({ type: each, name: names[each][locale], url: `${website}${documentLinkPaths[each]}` }));
}
