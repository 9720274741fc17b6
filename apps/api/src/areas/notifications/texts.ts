import type { LocaleId } from '@vool/api-client';
import { MINUTE, offsetAt } from '../../energy/time.ts';

/** A push notification's words: short, as a phone's lock screen shows them. */
export interface PushTexts {
  outageStart: (area: string) => string;
  outageStartBody: (expectedEnd: string) => string;
  outageEnd: (area: string) => string;
  outageEndBody: (start: string, end: string) => string;
  ticketReply: (ticketNumber: string) => string;
  payment: string;
  paymentBody: (amount: string, invoiceNumber: string) => string;
}

const byLocale: Record<LocaleId, PushTexts> = {
  'en-GB': {
    outageStart: (area) => `Power outage in ${area}`,
    outageStartBody: (end) => `Electricity is cut off at your place of supply. Expected back by ${end}.`,
    outageEnd: (area) => `Power is back in ${area}`,
    outageEndBody: (start, end) => `The outage that began ${start} ended at ${end}.`,
    ticketReply: (number) => `New answer to your ticket ${number}`,
    payment: 'Payment received',
    paymentBody: (amount, number) =>
      `Your payment of ${amount} for invoice ${number} is confirmed. Thank you!`,
  },
  'fi-FI': {
    outageStart: (area) => `Sähkökatko alueella ${area}`,
    outageStartBody: (end) => `Käyttöpaikaltasi on sähköt poikki. Arvioitu palautus ${end}.`,
    outageEnd: (area) => `Sähköt palasivat alueella ${area}`,
    outageEndBody: (start, end) => `${start} alkanut katko päättyi ${end}.`,
    ticketReply: (number) => `Uusi vastaus tukipyyntöösi ${number}`,
    payment: 'Maksu vastaanotettu',
    paymentBody: (amount, number) => `Maksusi ${amount} laskulle ${number} on vahvistettu. Kiitos!`,
  },
  'sv-FI': {
    outageStart: (area) => `Strömavbrott i ${area}`,
    outageStartBody: (end) => `Strömmen är bruten vid ditt användningsställe. Beräknas vara tillbaka ${end}.`,
    outageEnd: (area) => `Strömmen är tillbaka i ${area}`,
    outageEndBody: (start, end) => `Avbrottet som började ${start} upphörde ${end}.`,
    ticketReply: (number) => `Nytt svar på ditt ärende ${number}`,
    payment: 'Betalningen har tagits emot',
    paymentBody: (amount, number) => `Din betalning på ${amount} för faktura ${number} är bekräftad. Tack!`,
  },
  'et-EE': {
    outageStart: (area) => `Elektrikatkestus: ${area}`,
    outageStartBody: (end) => `Sinu tarbimiskohas on elekter välja lülitatud. Eeldatav taastamine ${end}.`,
    outageEnd: (area) => `Elekter on taastatud: ${area}`,
    outageEndBody: (start, end) => `${start} alanud katkestus lõppes ${end}.`,
    ticketReply: (number) => `Uus vastus sinu pöördumisele ${number}`,
    payment: 'Makse on laekunud',
    paymentBody: (amount, number) => `Sinu makse ${amount} arvele ${number} on kinnitatud. Aitäh!`,
  },
  'lv-LV': {
    outageStart: (area) => `Elektroapgādes pārtraukums: ${area}`,
    outageStartBody: (end) =>
      `Jūsu lietošanas vietā ir pārtraukta elektroapgāde. Paredzamā atjaunošana: ${end}.`,
    outageEnd: (area) => `Elektroapgāde atjaunota: ${area}`,
    outageEndBody: (start, end) => `Pārtraukums, kas sākās ${start}, beidzās ${end}.`,
    ticketReply: (number) => `Jauna atbilde uz jūsu pieteikumu ${number}`,
    payment: 'Maksājums saņemts',
    paymentBody: (amount, number) =>
      `Jūsu maksājums ${amount} par rēķinu ${number} ir apstiprināts. Paldies!`,
  },
  'ru-RU': {
    outageStart: (area) => `Отключение электроэнергии: ${area}`,
    outageStartBody: (end) =>
      `В вашем месте потребления нет электричества. Ожидаемое восстановление: ${end}.`,
    outageEnd: (area) => `Электроснабжение восстановлено: ${area}`,
    outageEndBody: (start, end) => `Отключение, начавшееся ${start}, завершилось ${end}.`,
    ticketReply: (number) => `Новый ответ на ваше обращение ${number}`,
    payment: 'Платёж получен',
    paymentBody: (amount, number) => `Ваш платёж ${amount} по счёту ${number} подтверждён. Спасибо!`,
  },
};

export const pushTextsOf = (locale: LocaleId): PushTexts => byLocale[locale];

const two = (value: number) => String(value).padStart(2, '0');

/**
 * An instant as the sites' local time writes it, `DD.MM.YYYY HH:mm` (spec §9): the three countries
 * keep Eastern European Time, computed by src/energy/time.ts, never the machine's zone.
 */
export function localDateTime(at: Date): string {
  const local = new Date(at.getTime() + offsetAt(at.getTime()) * MINUTE);
  return `${two(local.getUTCDate())}.${two(local.getUTCMonth() + 1)}.${String(local.getUTCFullYear())} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}

/** Euros from cents in the language's way, from the exact decimal text (never a binary fraction). */
export function euros(locale: LocaleId, cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  const text = `${sign}${String(Math.trunc(whole / 100))}.${two(whole % 100)}`;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(
    text as unknown as number,
  );
}

/** The first words of a longer text, whole words where it can, for a notification's body. */
export function excerpt(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}
