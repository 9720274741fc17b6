import type { LocaleId } from '@vool/api-client';

/** A product's name and one plain sentence about it, per language of the portal. */
type Texts = Record<LocaleId, [name: string, description: string]>;

export const productTexts = {
  spot: {
    'en-GB': ['Spot', 'Each hour’s exchange price plus a small margin.'],
    'fi-FI': ['Pörssi', 'Jokaisen tunnin pörssihinta ja pieni marginaali.'],
    'sv-FI': ['Spot', 'Varje timmes börspris plus en liten marginal.'],
    'et-EE': ['Börs', 'Iga tunni börsihind ja väike marginaal.'],
    'lv-LV': ['Birža', 'Katras stundas biržas cena un neliels uzcenojums.'],
    'ru-RU': ['Биржевой', 'Биржевая цена каждого часа плюс небольшая наценка.'],
  },
  'fixed-12': {
    'en-GB': ['Fixed 12', 'One price for every kWh for 12 months.'],
    'fi-FI': ['Kiinteä 12', 'Sama hinta jokaiselle kWh:lle 12 kuukauden ajan.'],
    'sv-FI': ['Fast 12', 'Samma pris för varje kWh i 12 månader.'],
    'et-EE': ['Fikseeritud 12', 'Üks hind igale kWh-le 12 kuuks.'],
    'lv-LV': ['Fiksēta 12', 'Viena cena katrai kWh 12 mēnešus.'],
    'ru-RU': ['Фиксированный 12', 'Одна цена за каждый кВт·ч на 12 месяцев.'],
  },
  'fixed-24': {
    'en-GB': ['Fixed 24', 'One price for every kWh for 24 months.'],
    'fi-FI': ['Kiinteä 24', 'Sama hinta jokaiselle kWh:lle 24 kuukauden ajan.'],
    'sv-FI': ['Fast 24', 'Samma pris för varje kWh i 24 månader.'],
    'et-EE': ['Fikseeritud 24', 'Üks hind igale kWh-le 24 kuuks.'],
    'lv-LV': ['Fiksēta 24', 'Viena cena katrai kWh 24 mēnešus.'],
    'ru-RU': ['Фиксированный 24', 'Одна цена за каждый кВт·ч на 24 месяца.'],
  },
  'day-night-12': {
    'en-GB': ['Day and night 12', 'A day price 07–22 and a cheaper night price, fixed for 12 months.'],
    'fi-FI': ['Päivä ja yö 12', 'Päivähinta klo 7–22 ja edullisempi yöhinta, kiinteät 12 kuukautta.'],
    'sv-FI': ['Dag och natt 12', 'Ett dagpris 07–22 och ett billigare nattpris, fasta i 12 månader.'],
    'et-EE': ['Päev ja öö 12', 'Päevahind 07–22 ja odavam öine hind, fikseeritud 12 kuuks.'],
    'lv-LV': ['Diena un nakts 12', 'Dienas cena 07–22 un lētāka nakts cena, fiksētas 12 mēnešus.'],
    'ru-RU': ['День и ночь 12', 'Дневная цена 07–22 и более низкая ночная, на 12 месяцев.'],
  },
  'fixed-then-spot': {
    'en-GB': [
      'Fixed, then spot',
      'A fixed price for 12 months, then the exchange price until further notice.',
    ],
    'fi-FI': ['Kiinteä, sitten pörssi', 'Kiinteä hinta 12 kuukautta, sen jälkeen pörssihinta toistaiseksi.'],
    'sv-FI': ['Fast, sedan spot', 'Ett fast pris i 12 månader, sedan börspriset tills vidare.'],
    'et-EE': ['Fikseeritud, siis börs', 'Fikseeritud hind 12 kuuks, seejärel tähtajatult börsihind.'],
    'lv-LV': ['Fiksēta, tad birža', 'Fiksēta cena 12 mēnešus, pēc tam biržas cena uz nenoteiktu laiku.'],
    'ru-RU': ['Фиксированный, затем биржевой', 'Фиксированная цена на 12 месяцев, затем биржевая бессрочно.'],
  },
  monthly: {
    'en-GB': ['Monthly price', 'A new fixed price each month, announced in advance.'],
    'fi-FI': ['Kuukausihinta', 'Uusi kiinteä hinta joka kuukausi, kerrottu etukäteen.'],
    'sv-FI': ['Månadspris', 'Ett nytt fast pris varje månad, meddelat i förväg.'],
    'et-EE': ['Kuuhind', 'Iga kuu uus fikseeritud hind, teatatud ette.'],
    'lv-LV': ['Mēneša cena', 'Katru mēnesi jauna fiksēta cena, paziņota iepriekš.'],
    'ru-RU': ['Месячная цена', 'Каждый месяц новая фиксированная цена, объявленная заранее.'],
  },
  'loyal-12': {
    'en-GB': ['Loyalty fixed 12', 'A fixed price for 12 months, offered to you as our customer.'],
    'fi-FI': ['Kanta-asiakas 12', 'Kiinteä hinta 12 kuukaudeksi, tarjottu sinulle asiakkaanamme.'],
    'sv-FI': ['Stamkund 12', 'Ett fast pris i 12 månader, erbjudet dig som vår kund.'],
    'et-EE': ['Püsikliendi 12', 'Fikseeritud hind 12 kuuks, pakutud sulle kui meie kliendile.'],
    'lv-LV': ['Lojalitātes 12', 'Fiksēta cena 12 mēnešus, piedāvāta tev kā mūsu klientam.'],
    'ru-RU': ['Для постоянных клиентов 12', 'Фиксированная цена на 12 месяцев для вас как нашего клиента.'],
  },
  winter: {
    'en-GB': ['Winter campaign', 'A fixed price for 12 months with the campaign code.'],
    'fi-FI': ['Talvikampanja', 'Kiinteä hinta 12 kuukaudeksi kampanjakoodilla.'],
    'sv-FI': ['Vinterkampanj', 'Ett fast pris i 12 månader med kampanjkoden.'],
    'et-EE': ['Talvekampaania', 'Fikseeritud hind 12 kuuks kampaaniakoodiga.'],
    'lv-LV': ['Ziemas akcija', 'Fiksēta cena 12 mēnešus ar akcijas kodu.'],
    'ru-RU': ['Зимняя акция', 'Фиксированная цена на 12 месяцев по коду акции.'],
  },
  'business-green-24': {
    'en-GB': ['Business green 24', 'Renewable electricity for companies at a fixed price for 24 months.'],
    'fi-FI': ['Yritys vihreä 24', 'Uusiutuvaa sähköä yrityksille kiinteällä hinnalla 24 kuukautta.'],
    'sv-FI': ['Företag grön 24', 'Förnybar el för företag till fast pris i 24 månader.'],
    'et-EE': ['Ettevõtte roheline 24', 'Taastuvenergia ettevõtetele fikseeritud hinnaga 24 kuuks.'],
    'lv-LV': ['Uzņēmumu zaļā 24', 'Atjaunīgā elektroenerģija uzņēmumiem par fiksētu cenu 24 mēnešus.'],
    'ru-RU': [
      'Зелёный для бизнеса 24',
      'Возобновляемая электроэнергия для компаний, фиксированная цена на 24 месяца.',
    ],
  },
  'gas-fixed-12': {
    'en-GB': ['Gas fixed 12', 'One gas price for every kWh for 12 months.'],
    'fi-FI': ['Kaasu kiinteä 12', 'Sama kaasun hinta jokaiselle kWh:lle 12 kuukauden ajan.'],
    'sv-FI': ['Gas fast 12', 'Samma gaspris för varje kWh i 12 månader.'],
    'et-EE': ['Gaas fikseeritud 12', 'Üks gaasi hind igale kWh-le 12 kuuks.'],
    'lv-LV': ['Gāze fiksēta 12', 'Viena gāzes cena katrai kWh 12 mēnešus.'],
    'ru-RU': ['Газ фиксированный 12', 'Одна цена газа за каждый кВт·ч на 12 месяцев.'],
  },
  'gas-monthly': {
    'en-GB': ['Gas monthly price', 'A new fixed gas price each month.'],
    'fi-FI': ['Kaasu kuukausihinta', 'Uusi kiinteä kaasun hinta joka kuukausi.'],
    'sv-FI': ['Gas månadspris', 'Ett nytt fast gaspris varje månad.'],
    'et-EE': ['Gaasi kuuhind', 'Iga kuu uus fikseeritud gaasi hind.'],
    'lv-LV': ['Gāzes mēneša cena', 'Katru mēnesi jauna fiksēta gāzes cena.'],
    'ru-RU': ['Газ, месячная цена', 'Каждый месяц новая фиксированная цена газа.'],
  },
  'gas-loyal-12': {
    'en-GB': ['Gas loyalty 12', 'A fixed gas price for 12 months, offered to you as our customer.'],
    'fi-FI': [
      'Kaasu kanta-asiakas 12',
      'Kiinteä kaasun hinta 12 kuukaudeksi, tarjottu sinulle asiakkaanamme.',
    ],
    'sv-FI': ['Gas stamkund 12', 'Ett fast gaspris i 12 månader, erbjudet dig som vår kund.'],
    'et-EE': ['Gaasi püsikliendi 12', 'Fikseeritud gaasi hind 12 kuuks, pakutud sulle kui meie kliendile.'],
    'lv-LV': ['Gāzes lojalitātes 12', 'Fiksēta gāzes cena 12 mēnešus, piedāvāta tev kā mūsu klientam.'],
    'ru-RU': [
      'Газ для постоянных клиентов 12',
      'Фиксированная цена газа на 12 месяцев для вас как нашего клиента.',
    ],
  },
  heat: {
    'en-GB': ['District heat', 'Heat at the price list in force, until further notice.'],
    'fi-FI': ['Kaukolämpö', 'Lämpöä voimassa olevalla hinnastolla toistaiseksi.'],
    'sv-FI': ['Fjärrvärme', 'Värme enligt gällande prislista, tills vidare.'],
    'et-EE': ['Kaugküte', 'Soojus kehtiva hinnakirja järgi, tähtajatult.'],
    'lv-LV': ['Siltumapgāde', 'Siltums pēc spēkā esošā cenrāža uz nenoteiktu laiku.'],
    'ru-RU': ['Централизованное отопление', 'Тепло по действующему прейскуранту, бессрочно.'],
  },
} satisfies Record<string, Texts>;

export type ProductCode = keyof typeof productTexts;

/** The `texts` column of a product: `{ "en-GB": { name, description }, … }`. */
export function textsOf(code: ProductCode): Record<LocaleId, { name: string; description: string }> {
  const texts: Texts = productTexts[code];
  return Object.fromEntries(
    Object.entries(texts).map(([locale, [name, description]]) => [locale, { name, description }]),
  ) as Record<LocaleId, { name: string; description: string }>;
}
