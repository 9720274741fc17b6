import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  listHeading: {
    id: 'settings.bank.list',
    defaultMessage: 'Your bank accounts',
    description: 'Bank accounts heading',
  },
  listIntro: {
    id: 'settings.bank.intro',
    defaultMessage: 'Refunds and credits are paid to the main account.',
    description: 'Bank accounts: what the accounts are for',
  },
  empty: {
    id: 'settings.bank.empty',
    defaultMessage: 'No bank accounts yet. Add one to get refunds straight to it.',
    description: 'Bank accounts: none',
  },
  main: {
    id: 'settings.bank.main',
    defaultMessage: 'Main account',
    description: 'Badge on the default account',
  },
  holder: { id: 'settings.bank.holder', defaultMessage: 'Account holder', description: 'Bank account field' },
  bank: { id: 'settings.bank.bank', defaultMessage: 'Bank', description: 'Bank account field' },
  unknownBank: {
    id: 'settings.bank.unknownBank',
    defaultMessage: 'Bank not recognised',
    description: 'Bank account: the IBAN’s bank is not on our list',
  },
  eInvoice: { id: 'settings.bank.eInvoice', defaultMessage: 'E-invoices', description: 'Bank account field' },
  addHeading: { id: 'settings.bank.add', defaultMessage: 'Add a bank account', description: 'Form heading' },
  iban: {
    id: 'settings.bank.iban',
    defaultMessage: 'IBAN',
    description: 'Bank account field: the account number',
  },
  ibanHelp: {
    id: 'settings.bank.ibanHelp',
    defaultMessage: 'Starts with the country code, e.g. FI21 1234 5600 0007 85.',
    description: 'Bank account field help',
  },
  makeMain: {
    id: 'settings.bank.makeMain',
    defaultMessage: 'Make this the main account',
    description: 'Bank account field: default',
  },
  wantEInvoice: {
    id: 'settings.bank.wantEInvoice',
    defaultMessage: 'Send our invoices to the company as e-invoices',
    description: 'Bank account field: e-invoice request (companies)',
  },
  operator: {
    id: 'settings.bank.operator',
    defaultMessage: 'E-invoice operator',
    description: 'E-invoice field',
  },
  address: {
    id: 'settings.bank.address',
    defaultMessage: 'E-invoice address',
    description: 'E-invoice field: OVT or registry code',
  },
  addressHelp: {
    id: 'settings.bank.addressHelp',
    defaultMessage: 'In Finland the company’s OVT, e.g. 003712345678; elsewhere its registry code.',
    description: 'E-invoice field help',
  },
  businessCode: {
    id: 'settings.bank.businessCode',
    defaultMessage: 'Company business code',
    description: 'E-invoice field: the company code, checked as it is typed',
  },
  checking: {
    id: 'settings.bank.checking',
    defaultMessage: 'Checking…',
    description: 'Business code being checked',
  },
  codeInvalid: {
    id: 'settings.bank.codeInvalid',
    defaultMessage: 'This is not a valid business code.',
    description: 'Business code check failed',
  },
  addButton: {
    id: 'settings.bank.addButton',
    defaultMessage: 'Add account',
    description: 'Button: add a bank account',
  },
  deleteTitle: {
    id: 'settings.bank.deleteTitle',
    defaultMessage: 'Remove this bank account?',
    description: 'Dialog title: remove a bank account',
  },
  deleteConfirm: {
    id: 'settings.bank.deleteConfirm',
    defaultMessage: 'Remove',
    description: 'Dialog button',
  },
  deleteCancel: { id: 'settings.bank.deleteCancel', defaultMessage: 'Keep it', description: 'Dialog button' },
  deleteFailed: {
    id: 'settings.bank.deleteFailed',
    defaultMessage: 'The account was not removed. Try again.',
    description: 'Removing a bank account failed',
  },
  removed: {
    id: 'settings.bank.removed',
    defaultMessage: 'The bank account was removed.',
    description: 'Toast',
  },
});

export const removeMessage = defineMessage<{ iban: string }>({
  id: 'settings.bank.remove',
  defaultMessage: 'Remove {iban}',
  description: 'Button: remove the bank account with this IBAN',
});

export const deleteBodyMessage = defineMessage<{ iban: string }>({
  id: 'settings.bank.deleteBody',
  defaultMessage: 'Refunds will no longer be paid to {iban}.',
  description: 'Dialog body: remove a bank account',
});

export const codeValidMessage = defineMessage<{ code: string; country: string }>({
  id: 'settings.bank.codeValid',
  defaultMessage: 'Valid business code {code} ({country})',
  description: 'Business code check passed',
});
