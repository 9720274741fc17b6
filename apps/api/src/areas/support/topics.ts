import type { LocaleId, SupportChannel, Topic } from '@vool/api-client';
import type { SiteContext } from '../site/sites.ts';

/** What a ticket is about. A ticket keeps the id it was sent; answers name it in the reader's language. */
const topicNames: Record<string, Record<LocaleId, string>> = {
  invoice: {
    'en-GB': 'Invoice',
    'fi-FI': 'Lasku',
    'sv-FI': 'Faktura',
    'et-EE': 'Arve',
    'lv-LV': 'Rēķins',
    'ru-RU': 'Счёт',
  },
  contract: {
    'en-GB': 'Contract',
    'fi-FI': 'Sopimus',
    'sv-FI': 'Avtal',
    'et-EE': 'Leping',
    'lv-LV': 'Līgums',
    'ru-RU': 'Договор',
  },
  moving: {
    'en-GB': 'Moving',
    'fi-FI': 'Muutto',
    'sv-FI': 'Flytt',
    'et-EE': 'Kolimine',
    'lv-LV': 'Pārcelšanās',
    'ru-RU': 'Переезд',
  },
  outage: {
    'en-GB': 'Outage',
    'fi-FI': 'Sähkökatko',
    'sv-FI': 'Avbrott',
    'et-EE': 'Katkestus',
    'lv-LV': 'Pārtraukums',
    'ru-RU': 'Отключение',
  },
  'meter-reading': {
    'en-GB': 'Meter reading',
    'fi-FI': 'Mittarilukema',
    'sv-FI': 'Mätaravläsning',
    'et-EE': 'Näit',
    'lv-LV': 'Skaitītāja rādījums',
    'ru-RU': 'Показания счётчика',
  },
  other: {
    'en-GB': 'Other',
    'fi-FI': 'Muu',
    'sv-FI': 'Annat',
    'et-EE': 'Muu',
    'lv-LV': 'Cits',
    'ru-RU': 'Другое',
  },
};

export const topicIds = Object.keys(topicNames);

export const topicsIn = (locale: LocaleId): Topic[] =>
  topicIds.map((id) => ({ id, name: topicNames[id]![locale] }));

/** A known topic id in the reader's language; anything else the customer typed, as they typed it. */
export const topicName = (topic: string, locale: LocaleId) => topicNames[topic]?.[locale] ?? topic;

/**
 * The phone line's hours. The brands do not state theirs, so every demo site keeps office hours on
 * weekdays; e-mail and push are answered in those hours too but can be written to at any time (null).
 */
const phoneHours: Record<LocaleId, string> = {
  'en-GB': 'Mon–Fri 8:00–16:00',
  'fi-FI': 'ma–pe 8.00–16.00',
  'sv-FI': 'mån–fre 8.00–16.00',
  'et-EE': 'E–R 8.00–16.00',
  'lv-LV': 'P–Pk 8.00–16.00',
  'ru-RU': 'Пн–Пт 8:00–16:00',
};

/** Spec §3: T1 phone and T2 e-mail from the brand's customer service; push where the site has it. */
export function channelsOf(site: SiteContext, locale: LocaleId): SupportChannel[] {
  const { phone, email } = site.config.brand.customerService;
  const channels: SupportChannel[] = [
    { code: 'T1', kind: 'phone', value: phone, hours: phoneHours[locale] },
    { code: 'T2', kind: 'email', value: email, hours: null },
  ];
  if (site.config.features.includes('push-notifications')) {
    channels.push({ code: 'push', kind: 'push', value: null, hours: null });
  }
  return channels;
}
