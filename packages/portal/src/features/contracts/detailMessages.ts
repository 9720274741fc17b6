import { defineMessage, defineMessages } from 'react-intl';

/** The texts of a contract's page only: its details, prices and start info (area `contracts`). */
export const detailMessages = {
  ...defineMessages({
    objectId: {
      id: 'contracts.objectId',
      defaultMessage: 'Usage point',
      description: 'Term: the metering point’s GSRN or EIC code',
    },
    signedAt: {
      id: 'contracts.signedAt',
      defaultMessage: 'Signed',
      description: 'Term: the day it was signed',
    },
    members: {
      id: 'contracts.members',
      defaultMessage: 'Contracts in this group',
      description: 'Heading of the contracts billed under a group contract',
    },
    actions: {
      id: 'contracts.actions',
      defaultMessage: 'Contract actions',
      description: 'Accessible name of the group of a contract’s buttons',
    },
    contractLoadFailed: {
      id: 'contracts.contract.loadFailed',
      defaultMessage: 'The contract could not be loaded.',
      description: 'Shown when a contract fails to load',
    },
    prices: {
      id: 'contracts.prices',
      defaultMessage: 'Prices',
      description: 'Heading of the price components',
    },
    noPrices: {
      id: 'contracts.prices.none',
      defaultMessage: 'This contract has no prices of its own.',
      description: 'A contract without price components (a group or connection contract)',
    },
    component: {
      id: 'contracts.prices.component',
      defaultMessage: 'Price',
      description: 'Column: component',
    },
    priceWithoutVat: {
      id: 'contracts.prices.withoutVat',
      defaultMessage: 'Without VAT',
      description: 'Column: price before VAT',
    },
    priceWithVat: {
      id: 'contracts.prices.withVat',
      defaultMessage: 'With VAT',
      description: 'Column: price with VAT',
    },
    startInfo: {
      id: 'contracts.startInfo',
      defaultMessage: 'Changing product here',
      description: 'Heading of what a new contract at this usage point may start with',
    },
    startWindow: {
      id: 'contracts.startInfo.window',
      defaultMessage: 'A new contract can start',
      description: 'Term: the first and last start day of a new contract',
    },
    networkOperator: {
      id: 'contracts.startInfo.networkOperator',
      defaultMessage: 'Network operator',
      description: 'Term: the grid company of the usage point',
    },
    eic: {
      id: 'contracts.startInfo.eic',
      defaultMessage: 'EIC code',
      description: 'Term: metering point EIC',
    },
    currentSupply: {
      id: 'contracts.startInfo.current',
      defaultMessage: 'Supply now',
      description: 'Term: the supply contract in force at this point',
    },
  }),
  pricesCaption: defineMessage<{ vat: string }>({
    id: 'contracts.prices.caption',
    defaultMessage: 'VAT {vat} %',
    description: 'Caption of the price table: the VAT rate',
  }),
  startWindowValue: defineMessage<{ earliest: string; latest: string }>({
    id: 'contracts.startInfo.windowValue',
    defaultMessage: 'between {earliest} and {latest}',
    description: 'The first and last start day of a new contract (DD.MM.YYYY)',
  }),
  currentUntil: defineMessage<{ product: string; date: string }>({
    id: 'contracts.startInfo.currentUntil',
    defaultMessage: '{product}, until {date}',
    description: 'The current supply product and the day it ends',
  }),
};
