import type { LocaleId } from '@vool/api-client';

export interface ReplyMailFacts {
  company: string;
  agent: string;
  ticketNumber: string;
  /** The answer as the desk wrote it: quoted, never translated. */
  text: string;
  link: string;
}

interface ReplyTexts {
  subject: (company: string, number: string) => string;
  answered: (agent: string, company: string, number: string) => string;
  readMore: string;
  greeting: string;
}

const byLocale: Record<LocaleId, ReplyTexts> = {
  'en-GB': {
    greeting: 'Hello,',
    subject: (company, number) => `${company}: an answer to your ticket ${number}`,
    answered: (agent, company, number) =>
      `${agent} of ${company} customer service answered your ticket ${number}:`,
    readMore: 'Read the conversation and answer in the portal:',
  },
  'fi-FI': {
    greeting: 'Hei,',
    subject: (company, number) => `${company}: vastaus tukipyyntöösi ${number}`,
    answered: (agent, company, number) =>
      `${company}: ${agent} asiakaspalvelusta vastasi tukipyyntöösi ${number}:`,
    readMore: 'Lue keskustelu ja vastaa portaalissa:',
  },
  'sv-FI': {
    greeting: 'Hej,',
    subject: (company, number) => `${company}: svar på ditt ärende ${number}`,
    answered: (agent, company, number) =>
      `${agent} på kundtjänsten hos ${company} har svarat på ditt ärende ${number}:`,
    readMore: 'Läs konversationen och svara i portalen:',
  },
  'et-EE': {
    greeting: 'Tere,',
    subject: (company, number) => `${company}: vastus sinu pöördumisele ${number}`,
    answered: (agent, company, number) =>
      `${company} klienditeenindusest ${agent} vastas sinu pöördumisele ${number}:`,
    readMore: 'Loe vestlust ja vasta portaalis:',
  },
  'lv-LV': {
    greeting: 'Labdien!',
    subject: (company, number) => `${company}: atbilde uz jūsu pieteikumu ${number}`,
    answered: (agent, company, number) =>
      `${company} klientu apkalpošanas speciālists ${agent} atbildēja uz jūsu pieteikumu ${number}:`,
    readMore: 'Izlasiet saraksti un atbildiet portālā:',
  },
  'ru-RU': {
    greeting: 'Здравствуйте!',
    subject: (company, number) => `${company}: ответ на ваше обращение ${number}`,
    answered: (agent, company, number) =>
      `${agent} из службы поддержки ${company} ответил(а) на ваше обращение ${number}:`,
    readMore: 'Прочитайте переписку и ответьте на портале:',
  },
};

/** The e-mail that tells a customer their ticket was answered, in their language. */
export function replyMail(locale: LocaleId, facts: ReplyMailFacts): { subject: string; body: string } {
  const t = byLocale[locale];
  const { company, agent, ticketNumber, text, link } = facts;
  return {
    subject: t.subject(company, ticketNumber),
    body: [t.greeting, t.answered(agent, company, ticketNumber), text.trim(), `${t.readMore}\n${link}`].join(
      '\n\n',
    ),
  };
}
