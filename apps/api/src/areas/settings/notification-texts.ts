import type { LocaleId, Utility } from '@vool/api-client';

/**
 * The messages' words, per language the sites speak. Kept short: the same text goes out as an SMS.
 * Numbers, dates and money are formatted by Intl in the same language (notification-messages.ts).
 */
export interface NotificationTexts {
  priceUnit: string;
  energyUnit: string;
  utilities: Record<Utility, string>;
  spotTitle: (date: string) => string;
  spotIntro: string;
  below: (bound: string) => string;
  above: (bound: string) => string;
  consumptionTitle: (date: string) => string;
  consumptionIntro: string;
  limit: (value: string) => string;
  invoiceTitle: (invoiceNumber: string, date: string) => string;
  toPay: (amount: string) => string;
  reference: (reference: string) => string;
}

const enGB: NotificationTexts = {
  priceUnit: 'c/kWh',
  energyUnit: 'kWh',
  utilities: { electricity: 'electricity', gas: 'gas', heating: 'district heating' },
  spotTitle: (date) => `Spot prices on ${date}`,
  spotIntro: "Tomorrow's spot prices (VAT included) have hours outside your limits.",
  below: (bound) => `Below ${bound}:`,
  above: (bound) => `Above ${bound}:`,
  consumptionTitle: (date) => `Consumption on ${date}`,
  consumptionIntro: "Yesterday's consumption was above your limit.",
  limit: (value) => `limit ${value}`,
  invoiceTitle: (number, date) => `Invoice ${number} is due on ${date}`,
  toPay: (amount) => `To pay: ${amount}.`,
  reference: (reference) => `Reference: ${reference}.`,
};

const fiFI: NotificationTexts = {
  priceUnit: 'c/kWh',
  energyUnit: 'kWh',
  utilities: { electricity: 'sähkö', gas: 'kaasu', heating: 'kaukolämpö' },
  spotTitle: (date) => `Pörssisähkön hinnat ${date}`,
  spotIntro: 'Huomisen pörssisähkön hinnoissa (sis. alv) on tunteja asettamiesi rajojen ulkopuolella.',
  below: (bound) => `Alle ${bound}:`,
  above: (bound) => `Yli ${bound}:`,
  consumptionTitle: (date) => `Kulutus ${date}`,
  consumptionIntro: 'Eilinen kulutus ylitti asettamasi rajan.',
  limit: (value) => `raja ${value}`,
  invoiceTitle: (number, date) => `Lasku ${number} erääntyy ${date}`,
  toPay: (amount) => `Maksettavaa: ${amount}.`,
  reference: (reference) => `Viitenumero: ${reference}.`,
};

const svFI: NotificationTexts = {
  priceUnit: 'c/kWh',
  energyUnit: 'kWh',
  utilities: { electricity: 'el', gas: 'gas', heating: 'fjärrvärme' },
  spotTitle: (date) => `Spotpriser ${date}`,
  spotIntro: 'Morgondagens spotpriser (inkl. moms) har timmar utanför dina gränser.',
  below: (bound) => `Under ${bound}:`,
  above: (bound) => `Över ${bound}:`,
  consumptionTitle: (date) => `Förbrukning ${date}`,
  consumptionIntro: 'Gårdagens förbrukning översteg din gräns.',
  limit: (value) => `gräns ${value}`,
  invoiceTitle: (number, date) => `Faktura ${number} förfaller ${date}`,
  toPay: (amount) => `Att betala: ${amount}.`,
  reference: (reference) => `Referensnummer: ${reference}.`,
};

const etEE: NotificationTexts = {
  priceUnit: 's/kWh',
  energyUnit: 'kWh',
  utilities: { electricity: 'elekter', gas: 'gaas', heating: 'kaugküte' },
  spotTitle: (date) => `Börsihinnad ${date}`,
  spotIntro: 'Homsetes börsihindades (koos käibemaksuga) on tunde väljaspool sinu seatud piire.',
  below: (bound) => `Alla ${bound}:`,
  above: (bound) => `Üle ${bound}:`,
  consumptionTitle: (date) => `Tarbimine ${date}`,
  consumptionIntro: 'Eilne tarbimine ületas sinu seatud piiri.',
  limit: (value) => `piir ${value}`,
  invoiceTitle: (number, date) => `Arve ${number} maksetähtaeg on ${date}`,
  toPay: (amount) => `Tasuda: ${amount}.`,
  reference: (reference) => `Viitenumber: ${reference}.`,
};

const lvLV: NotificationTexts = {
  priceUnit: 'c/kWh',
  energyUnit: 'kWh',
  utilities: { electricity: 'elektroenerģija', gas: 'gāze', heating: 'siltumenerģija' },
  spotTitle: (date) => `Biržas cenas ${date}`,
  spotIntro: 'Rītdienas biržas cenās (ar PVN) ir stundas ārpus jūsu noteiktajām robežām.',
  below: (bound) => `Zem ${bound}:`,
  above: (bound) => `Virs ${bound}:`,
  consumptionTitle: (date) => `Patēriņš ${date}`,
  consumptionIntro: 'Vakardienas patēriņš pārsniedza jūsu noteikto robežu.',
  limit: (value) => `robeža ${value}`,
  invoiceTitle: (number, date) => `Rēķina ${number} apmaksas termiņš ir ${date}`,
  toPay: (amount) => `Maksājamā summa: ${amount}.`,
  reference: (reference) => `Maksājuma mērķis: ${reference}.`,
};

const ruRU: NotificationTexts = {
  priceUnit: 'ц/кВт·ч',
  energyUnit: 'кВт·ч',
  utilities: { electricity: 'электричество', gas: 'газ', heating: 'теплоснабжение' },
  spotTitle: (date) => `Биржевые цены на ${date}`,
  spotIntro: 'В завтрашних биржевых ценах (с НДС) есть часы за пределами заданных вами границ.',
  below: (bound) => `Ниже ${bound}:`,
  above: (bound) => `Выше ${bound}:`,
  consumptionTitle: (date) => `Потребление за ${date}`,
  consumptionIntro: 'Вчерашнее потребление превысило заданный вами предел.',
  limit: (value) => `предел ${value}`,
  invoiceTitle: (number, date) => `Срок оплаты счёта ${number}: ${date}`,
  toPay: (amount) => `К оплате: ${amount}.`,
  reference: (reference) => `Номер ссылки: ${reference}.`,
};

const byLocale: Record<LocaleId, NotificationTexts> = {
  'en-GB': enGB,
  'fi-FI': fiFI,
  'sv-FI': svFI,
  'et-EE': etEE,
  'lv-LV': lvLV,
  'ru-RU': ruRU,
};

export const textsOf = (locale: LocaleId): NotificationTexts => byLocale[locale];
