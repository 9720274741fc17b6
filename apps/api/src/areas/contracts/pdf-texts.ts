import type { LocaleId } from '@vool/api-client';

/** Every word the contract document prints besides the invoice's shared ones (areas/invoices/pdf-texts.ts). */
export interface ContractTexts {
  title: string;
  proposal: string;
  proposalNote: string;
  customer: string;
  operator: string;
  details: string;
  kind: string;
  place: string;
  start: string;
  end: string;
  openEnded: string;
  moveOut: string;
  delivery: string;
  byEmail: string;
  byPost: string;
  signed: string;
  product: string;
  term: (months: number) => string;
  pricesFrom: (date: string) => string;
  exclVat: string;
  inclVat: string;
  perKwh: string;
  perMonth: string;
}

export const contractTexts: Record<LocaleId, ContractTexts> = {
  'en-GB': {
    title: 'Contract',
    proposal: 'Agreement proposal',
    proposalNote: 'Not signed yet: this agreement binds once you sign it.',
    customer: 'Customer',
    operator: 'Network operator',
    details: 'The contract',
    kind: 'Type',
    place: 'Address',
    start: 'Start date',
    end: 'End date',
    openEnded: 'Until further notice',
    moveOut: 'Move-out date',
    delivery: 'Invoices and letters',
    byEmail: 'By e-mail',
    byPost: 'By post',
    signed: 'Signed',
    product: 'Product',
    term: (months) => `${months} months`,
    pricesFrom: (date) => `Prices from ${date}`,
    exclVat: 'Excl. VAT',
    inclVat: 'Incl. VAT',
    perKwh: '€/kWh',
    perMonth: '€/month',
  },
  'fi-FI': {
    title: 'Sopimus',
    proposal: 'Sopimusehdotus',
    proposalNote: 'Ei vielä allekirjoitettu: sopimus sitoo, kun allekirjoitat sen.',
    customer: 'Asiakas',
    operator: 'Verkonhaltija',
    details: 'Sopimus',
    kind: 'Tyyppi',
    place: 'Osoite',
    start: 'Alkaa',
    end: 'Päättyy',
    openEnded: 'Toistaiseksi',
    moveOut: 'Muuttopäivä',
    delivery: 'Laskut ja kirjeet',
    byEmail: 'Sähköpostilla',
    byPost: 'Postitse',
    signed: 'Allekirjoitettu',
    product: 'Tuote',
    term: (months) => `${months} kuukautta`,
    pricesFrom: (date) => `Hinnat ${date} alkaen`,
    exclVat: 'Veroton',
    inclVat: 'Sis. ALV',
    perKwh: '€/kWh',
    perMonth: '€/kk',
  },
  'sv-FI': {
    title: 'Avtal',
    proposal: 'Avtalsförslag',
    proposalNote: 'Ännu inte undertecknat: avtalet binder när du undertecknar det.',
    customer: 'Kund',
    operator: 'Nätinnehavare',
    details: 'Avtalet',
    kind: 'Typ',
    place: 'Adress',
    start: 'Börjar',
    end: 'Slutar',
    openEnded: 'Tills vidare',
    moveOut: 'Flyttdag',
    delivery: 'Fakturor och brev',
    byEmail: 'Per e-post',
    byPost: 'Per post',
    signed: 'Undertecknat',
    product: 'Produkt',
    term: (months) => `${months} månader`,
    pricesFrom: (date) => `Priser från ${date}`,
    exclVat: 'Exkl. moms',
    inclVat: 'Inkl. moms',
    perKwh: '€/kWh',
    perMonth: '€/mån',
  },
  'et-EE': {
    title: 'Leping',
    proposal: 'Lepingu ettepanek',
    proposalNote: 'Veel allkirjastamata: leping jõustub, kui selle allkirjastad.',
    customer: 'Klient',
    operator: 'Võrguettevõtja',
    details: 'Leping',
    kind: 'Liik',
    place: 'Aadress',
    start: 'Algus',
    end: 'Lõpp',
    openEnded: 'Tähtajatu',
    moveOut: 'Väljakolimise päev',
    delivery: 'Arved ja kirjad',
    byEmail: 'E-postiga',
    byPost: 'Postiga',
    signed: 'Allkirjastatud',
    product: 'Toode',
    term: (months) => `${months} kuud`,
    pricesFrom: (date) => `Hinnad alates ${date}`,
    exclVat: 'Km-ta',
    inclVat: 'Km-ga',
    perKwh: '€/kWh',
    perMonth: '€/kuu',
  },
  'lv-LV': {
    title: 'Līgums',
    proposal: 'Līguma piedāvājums',
    proposalNote: 'Vēl nav parakstīts: līgums ir saistošs, kad to paraksti.',
    customer: 'Klients',
    operator: 'Sistēmas operators',
    details: 'Līgums',
    kind: 'Veids',
    place: 'Adrese',
    start: 'Sākums',
    end: 'Beigas',
    openEnded: 'Uz nenoteiktu laiku',
    moveOut: 'Izvākšanās diena',
    delivery: 'Rēķini un vēstules',
    byEmail: 'E-pastā',
    byPost: 'Pa pastu',
    signed: 'Parakstīts',
    product: 'Produkts',
    term: (months) => `${months} mēneši`,
    pricesFrom: (date) => `Cenas no ${date}`,
    exclVat: 'Bez PVN',
    inclVat: 'Ar PVN',
    perKwh: '€/kWh',
    perMonth: '€/mēn.',
  },
  'ru-RU': {
    title: 'Договор',
    proposal: 'Предложение договора',
    proposalNote: 'Ещё не подписан: договор вступает в силу, когда вы его подпишете.',
    customer: 'Клиент',
    operator: 'Оператор сети',
    details: 'Договор',
    kind: 'Вид',
    place: 'Адрес',
    start: 'Начало',
    end: 'Окончание',
    openEnded: 'Бессрочно',
    moveOut: 'День выезда',
    delivery: 'Счета и письма',
    byEmail: 'По эл. почте',
    byPost: 'По почте',
    signed: 'Подписан',
    product: 'Продукт',
    term: (months) => `${months} мес.`,
    pricesFrom: (date) => `Цены с ${date}`,
    exclVat: 'Без НДС',
    inclVat: 'С НДС',
    perKwh: '€/кВт·ч',
    perMonth: '€/мес.',
  },
};
