import type { LocaleId } from '@vool/api-client';

interface SignatureTexts {
  title: string;
  signer: string;
  code: string;
  signedAt: string;
  signatureId: string;
  hash: string;
  note: string;
}

/** The signature page of a signed agreement, in the customer's language. */
export const signatureTexts: Record<LocaleId, SignatureTexts> = {
  'en-GB': {
    title: 'Electronic signature',
    signer: 'Signed by',
    code: 'Personal code',
    signedAt: 'Signed at',
    signatureId: 'Signature ID',
    hash: 'SHA-256 of the signed document',
    note: 'The document above was signed electronically. The exact signed document (agreement.pdf) and the signature (signature.json) are attached to this file.',
  },
  'fi-FI': {
    title: 'Sähköinen allekirjoitus',
    signer: 'Allekirjoittaja',
    code: 'Henkilötunnus',
    signedAt: 'Allekirjoitettu',
    signatureId: 'Allekirjoituksen tunnus',
    hash: 'Allekirjoitetun asiakirjan SHA-256',
    note: 'Yllä oleva asiakirja on allekirjoitettu sähköisesti. Allekirjoitettu asiakirja (agreement.pdf) ja allekirjoitus (signature.json) ovat tämän tiedoston liitteinä.',
  },
  'sv-FI': {
    title: 'Elektronisk underskrift',
    signer: 'Undertecknat av',
    code: 'Personbeteckning',
    signedAt: 'Undertecknat',
    signatureId: 'Underskriftens id',
    hash: 'SHA-256 för det undertecknade dokumentet',
    note: 'Dokumentet ovan har undertecknats elektroniskt. Det undertecknade dokumentet (agreement.pdf) och underskriften (signature.json) är bifogade i denna fil.',
  },
  'et-EE': {
    title: 'Digiallkiri',
    signer: 'Allkirjastaja',
    code: 'Isikukood',
    signedAt: 'Allkirjastatud',
    signatureId: 'Allkirja tunnus',
    hash: 'Allkirjastatud dokumendi SHA-256',
    note: 'Ülaltoodud dokument on allkirjastatud digitaalselt. Allkirjastatud dokument (agreement.pdf) ja allkiri (signature.json) on selle faili manustena.',
  },
  'lv-LV': {
    title: 'Elektroniskais paraksts',
    signer: 'Parakstītājs',
    code: 'Personas kods',
    signedAt: 'Parakstīts',
    signatureId: 'Paraksta ID',
    hash: 'Parakstītā dokumenta SHA-256',
    note: 'Iepriekš redzamais dokuments ir parakstīts elektroniski. Parakstītais dokuments (agreement.pdf) un paraksts (signature.json) ir pievienoti šim failam.',
  },
  'ru-RU': {
    title: 'Электронная подпись',
    signer: 'Подписал',
    code: 'Личный код',
    signedAt: 'Дата подписания',
    signatureId: 'Идентификатор подписи',
    hash: 'SHA-256 подписанного документа',
    note: 'Документ выше подписан электронной подписью. Подписанный документ (agreement.pdf) и подпись (signature.json) приложены к этому файлу.',
  },
};
