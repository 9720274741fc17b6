import type { InvoiceLine, InvoiceLineKind, LocaleId, Utility } from '@vool/api-client';

/** Every word the invoice document prints, in each of the portal's languages. */
export interface PdfTexts {
  title: string;
  number: string;
  customerNumber: string;
  issueDate: string;
  dueDate: string;
  originalDueDate: string;
  period: string;
  eInvoice: string;
  seller: string;
  buyer: string;
  registryCode: string;
  vatNumber: string;
  usagePoints: string;
  meter: string;
  description: string;
  usagePoint: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  vatRate: string;
  net: string;
  vatBreakdown: string;
  vatRateLong: string;
  vatAmount: string;
  gross: string;
  netTotal: string;
  vatTotal: string;
  total: string;
  paid: string;
  toPay: string;
  payment: string;
  recipient: string;
  bank: string;
  reference: string;
  creditorReference: string;
  amount: string;
  virtualBarcode: string;
  scanToPay: string;
  paidStamp: string;
  page: (page: number, pages: number) => string;
  continued: string;
  utility: Record<Utility, string>;
  kind: Record<InvoiceLineKind, string>;
  electricityTax: string;
  units: Record<InvoiceLine['unit'], string>;
}

const en: PdfTexts = {
  title: 'Invoice',
  number: 'Invoice number',
  customerNumber: 'Customer number',
  issueDate: 'Date of issue',
  dueDate: 'Due date',
  originalDueDate: 'Original due date',
  period: 'Billing period',
  eInvoice: 'E-invoice',
  seller: 'Seller',
  buyer: 'Buyer',
  registryCode: 'Registry code',
  vatNumber: 'VAT number',
  usagePoints: 'Usage points',
  meter: 'Meter',
  description: 'Description',
  usagePoint: 'Usage point',
  quantity: 'Quantity',
  unit: 'Unit',
  unitPrice: 'Unit price, €',
  vatRate: 'VAT',
  net: 'Net, €',
  vatBreakdown: 'VAT breakdown',
  vatRateLong: 'VAT rate',
  vatAmount: 'VAT, €',
  gross: 'Total, €',
  netTotal: 'Total excl. VAT',
  vatTotal: 'VAT',
  total: 'Invoice total',
  paid: 'Paid',
  toPay: 'To pay',
  payment: 'Payment details',
  recipient: 'Recipient',
  bank: 'Bank',
  reference: 'Reference number',
  creditorReference: 'Creditor reference (RF)',
  amount: 'Amount',
  virtualBarcode: 'Virtual bank barcode',
  scanToPay: 'Scan the code with your banking app to pay',
  paidStamp: 'Paid',
  page: (page, pages) => `Page ${page} of ${pages}`,
  continued: 'continued',
  utility: { electricity: 'Electricity', gas: 'Gas', heating: 'District heating' },
  kind: {
    Hourly: 'Energy, hourly spot price',
    Base: 'Energy, fixed price',
    Margin: "Seller's margin",
    Monthly: 'Monthly fee',
    Network: 'Network: energy transfer',
    NetworkMonthly: 'Network: monthly fee',
    Tax: 'Energy tax',
    PaperBill: 'Paper invoice fee',
  },
  electricityTax: 'Electricity tax',
  units: { kWh: 'kWh', month: 'month', piece: 'pcs' },
};

const fi: PdfTexts = {
  title: 'Lasku',
  number: 'Laskun numero',
  customerNumber: 'Asiakasnumero',
  issueDate: 'Laskun päiväys',
  dueDate: 'Eräpäivä',
  originalDueDate: 'Alkuperäinen eräpäivä',
  period: 'Laskutuskausi',
  eInvoice: 'E-lasku',
  seller: 'Myyjä',
  buyer: 'Ostaja',
  registryCode: 'Y-tunnus',
  vatNumber: 'ALV-numero',
  usagePoints: 'Käyttöpaikat',
  meter: 'Mittari',
  description: 'Selite',
  usagePoint: 'Käyttöpaikka',
  quantity: 'Määrä',
  unit: 'Yks.',
  unitPrice: 'À-hinta, €',
  vatRate: 'ALV',
  net: 'Veroton, €',
  vatBreakdown: 'Arvonlisäveroerittely',
  vatRateLong: 'ALV-kanta',
  vatAmount: 'ALV, €',
  gross: 'Verollinen, €',
  netTotal: 'Veroton yhteensä',
  vatTotal: 'Arvonlisävero',
  total: 'Laskun summa',
  paid: 'Maksettu',
  toPay: 'Maksettavaa',
  payment: 'Maksutiedot',
  recipient: 'Saaja',
  bank: 'Pankki',
  reference: 'Viitenumero',
  creditorReference: 'RF-viite',
  amount: 'Summa',
  virtualBarcode: 'Virtuaaliviivakoodi',
  scanToPay: 'Maksa skannaamalla koodi pankkisovelluksella',
  paidStamp: 'Maksettu',
  page: (page, pages) => `Sivu ${page}/${pages}`,
  continued: 'jatkuu',
  utility: { electricity: 'Sähkö', gas: 'Kaasu', heating: 'Kaukolämpö' },
  kind: {
    Hourly: 'Energia, pörssihinta',
    Base: 'Energia, kiinteä hinta',
    Margin: 'Myyjän marginaali',
    Monthly: 'Perusmaksu',
    Network: 'Siirto: energia',
    NetworkMonthly: 'Siirto: perusmaksu',
    Tax: 'Energiavero',
    PaperBill: 'Paperilaskun lisä',
  },
  electricityTax: 'Sähkövero',
  units: { kWh: 'kWh', month: 'kk', piece: 'kpl' },
};

const sv: PdfTexts = {
  title: 'Faktura',
  number: 'Fakturanummer',
  customerNumber: 'Kundnummer',
  issueDate: 'Fakturadatum',
  dueDate: 'Förfallodag',
  originalDueDate: 'Ursprunglig förfallodag',
  period: 'Faktureringsperiod',
  eInvoice: 'E-faktura',
  seller: 'Säljare',
  buyer: 'Köpare',
  registryCode: 'FO-nummer',
  vatNumber: 'Momsnummer',
  usagePoints: 'Förbrukningsplatser',
  meter: 'Mätare',
  description: 'Beskrivning',
  usagePoint: 'Förbrukningsplats',
  quantity: 'Mängd',
  unit: 'Enh.',
  unitPrice: 'À-pris, €',
  vatRate: 'Moms',
  net: 'Netto, €',
  vatBreakdown: 'Momsspecifikation',
  vatRateLong: 'Momssats',
  vatAmount: 'Moms, €',
  gross: 'Brutto, €',
  netTotal: 'Totalt exkl. moms',
  vatTotal: 'Moms',
  total: 'Fakturans belopp',
  paid: 'Betalt',
  toPay: 'Att betala',
  payment: 'Betalningsuppgifter',
  recipient: 'Mottagare',
  bank: 'Bank',
  reference: 'Referensnummer',
  creditorReference: 'RF-referens',
  amount: 'Belopp',
  virtualBarcode: 'Virtuell streckkod',
  scanToPay: 'Betala genom att skanna koden i bankappen',
  paidStamp: 'Betald',
  page: (page, pages) => `Sida ${page}/${pages}`,
  continued: 'fortsättning',
  utility: { electricity: 'El', gas: 'Gas', heating: 'Fjärrvärme' },
  kind: {
    Hourly: 'Energi, spotpris',
    Base: 'Energi, fast pris',
    Margin: 'Säljarens marginal',
    Monthly: 'Grundavgift',
    Network: 'Överföring: energi',
    NetworkMonthly: 'Överföring: grundavgift',
    Tax: 'Energiskatt',
    PaperBill: 'Tillägg för pappersfaktura',
  },
  electricityTax: 'Elskatt',
  units: { kWh: 'kWh', month: 'mån', piece: 'st' },
};

const et: PdfTexts = {
  title: 'Arve',
  number: 'Arve number',
  customerNumber: 'Kliendi number',
  issueDate: 'Arve kuupäev',
  dueDate: 'Maksetähtaeg',
  originalDueDate: 'Esialgne maksetähtaeg',
  period: 'Arveldusperiood',
  eInvoice: 'E-arve',
  seller: 'Müüja',
  buyer: 'Ostja',
  registryCode: 'Registrikood',
  vatNumber: 'KMKR number',
  usagePoints: 'Tarbimiskohad',
  meter: 'Arvesti',
  description: 'Kirjeldus',
  usagePoint: 'Tarbimiskoht',
  quantity: 'Kogus',
  unit: 'Ühik',
  unitPrice: 'Ühiku hind, €',
  vatRate: 'KM',
  net: 'Km-ta, €',
  vatBreakdown: 'Käibemaksu jaotus',
  vatRateLong: 'KM määr',
  vatAmount: 'KM, €',
  gross: 'Kokku, €',
  netTotal: 'Kokku käibemaksuta',
  vatTotal: 'Käibemaks',
  total: 'Arve summa',
  paid: 'Tasutud',
  toPay: 'Tasuda',
  payment: 'Makse andmed',
  recipient: 'Saaja',
  bank: 'Pank',
  reference: 'Viitenumber',
  creditorReference: 'RF-viide',
  amount: 'Summa',
  virtualBarcode: 'Virtuaalne vöötkood',
  scanToPay: 'Maksmiseks skanni kood pangarakendusega',
  paidStamp: 'Tasutud',
  page: (page, pages) => `Lehekülg ${page}/${pages}`,
  continued: 'järg',
  utility: { electricity: 'Elekter', gas: 'Gaas', heating: 'Kaugküte' },
  kind: {
    Hourly: 'Energia, börsihind',
    Base: 'Energia, fikseeritud hind',
    Margin: 'Müüja marginaal',
    Monthly: 'Kuutasu',
    Network: 'Võrguteenus: energia',
    NetworkMonthly: 'Võrguteenus: kuutasu',
    Tax: 'Aktsiis',
    PaperBill: 'Paberarve tasu',
  },
  electricityTax: 'Elektriaktsiis',
  units: { kWh: 'kWh', month: 'kuu', piece: 'tk' },
};

const lv: PdfTexts = {
  title: 'Rēķins',
  number: 'Rēķina numurs',
  customerNumber: 'Klienta numurs',
  issueDate: 'Rēķina datums',
  dueDate: 'Apmaksas termiņš',
  originalDueDate: 'Sākotnējais apmaksas termiņš',
  period: 'Norēķinu periods',
  eInvoice: 'E-rēķins',
  seller: 'Pārdevējs',
  buyer: 'Pircējs',
  registryCode: 'Reģistrācijas numurs',
  vatNumber: 'PVN maksātāja numurs',
  usagePoints: 'Patēriņa vietas',
  meter: 'Skaitītājs',
  description: 'Apraksts',
  usagePoint: 'Patēriņa vieta',
  quantity: 'Daudzums',
  unit: 'Mērv.',
  unitPrice: 'Cena, €',
  vatRate: 'PVN',
  net: 'Bez PVN, €',
  vatBreakdown: 'PVN sadalījums',
  vatRateLong: 'PVN likme',
  vatAmount: 'PVN, €',
  gross: 'Kopā, €',
  netTotal: 'Kopā bez PVN',
  vatTotal: 'PVN',
  total: 'Rēķina summa',
  paid: 'Samaksāts',
  toPay: 'Jāmaksā',
  payment: 'Maksājuma rekvizīti',
  recipient: 'Saņēmējs',
  bank: 'Banka',
  reference: 'Maksājuma atsauce',
  creditorReference: 'RF atsauce',
  amount: 'Summa',
  virtualBarcode: 'Virtuālais svītrkods',
  scanToPay: 'Lai samaksātu, skenējiet kodu bankas lietotnē',
  paidStamp: 'Samaksāts',
  page: (page, pages) => `${page}. lapa no ${pages}`,
  continued: 'turpinājums',
  utility: { electricity: 'Elektroenerģija', gas: 'Dabasgāze', heating: 'Siltumenerģija' },
  kind: {
    Hourly: 'Enerģija, biržas cena',
    Base: 'Enerģija, fiksēta cena',
    Margin: 'Tirgotāja uzcenojums',
    Monthly: 'Abonēšanas maksa',
    Network: 'Sadales pakalpojums: enerģija',
    NetworkMonthly: 'Sadales pakalpojums: abonēšana',
    Tax: 'Akcīzes nodoklis',
    PaperBill: 'Papīra rēķina maksa',
  },
  electricityTax: 'Elektroenerģijas nodoklis',
  units: { kWh: 'kWh', month: 'mēn.', piece: 'gab.' },
};

const ru: PdfTexts = {
  title: 'Счёт',
  number: 'Номер счёта',
  customerNumber: 'Номер клиента',
  issueDate: 'Дата счёта',
  dueDate: 'Срок оплаты',
  originalDueDate: 'Первоначальный срок оплаты',
  period: 'Расчётный период',
  eInvoice: 'Электронный счёт',
  seller: 'Продавец',
  buyer: 'Покупатель',
  registryCode: 'Регистрационный код',
  vatNumber: 'Номер плательщика НДС',
  usagePoints: 'Точки потребления',
  meter: 'Счётчик',
  description: 'Описание',
  usagePoint: 'Точка потребления',
  quantity: 'Количество',
  unit: 'Ед.',
  unitPrice: 'Цена за ед., €',
  vatRate: 'НДС',
  net: 'Без НДС, €',
  vatBreakdown: 'НДС по ставкам',
  vatRateLong: 'Ставка НДС',
  vatAmount: 'НДС, €',
  gross: 'Всего, €',
  netTotal: 'Итого без НДС',
  vatTotal: 'НДС',
  total: 'Сумма счёта',
  paid: 'Оплачено',
  toPay: 'К оплате',
  payment: 'Платёжные реквизиты',
  recipient: 'Получатель',
  bank: 'Банк',
  reference: 'Номер ссылки',
  creditorReference: 'Ссылка RF',
  amount: 'Сумма',
  virtualBarcode: 'Виртуальный штрихкод',
  scanToPay: 'Чтобы оплатить, отсканируйте код в приложении банка',
  paidStamp: 'Оплачен',
  page: (page, pages) => `Страница ${page} из ${pages}`,
  continued: 'продолжение',
  utility: { electricity: 'Электроэнергия', gas: 'Газ', heating: 'Теплоснабжение' },
  kind: {
    Hourly: 'Энергия по биржевой цене',
    Base: 'Энергия по фиксированной цене',
    Margin: 'Маржа продавца',
    Monthly: 'Ежемесячная плата',
    Network: 'Сетевая услуга: энергия',
    NetworkMonthly: 'Сетевая услуга: ежемесячная плата',
    Tax: 'Акциз',
    PaperBill: 'Плата за бумажный счёт',
  },
  electricityTax: 'Акциз на электроэнергию',
  units: { kWh: 'кВт·ч', month: 'мес.', piece: 'шт.' },
};

export const pdfTexts: Record<LocaleId, PdfTexts> = {
  'en-GB': en,
  'fi-FI': fi,
  'sv-FI': sv,
  'et-EE': et,
  'lv-LV': lv,
  'ru-RU': ru,
};

/** What a line bills, in words: the tax is named by what it taxes. */
export const lineLabel = (texts: PdfTexts, line: InvoiceLine) =>
  line.kind === 'Tax' && line.utility === 'electricity' ? texts.electricityTax : texts.kind[line.kind];
