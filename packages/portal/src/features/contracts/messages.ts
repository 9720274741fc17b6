import { defineMessage, defineMessages } from 'react-intl';

/** The texts of the contract list and a contract's page (area `contracts`). */
export const messages = {
  ...defineMessages({
    title: {
      id: 'contracts.title',
      defaultMessage: 'Contracts',
      description: 'Heading of the contracts page',
    },
    loading: {
      id: 'contracts.loading',
      defaultMessage: 'Loading contracts',
      description: 'Accessible label while contracts load',
    },
    loadFailed: {
      id: 'contracts.loadFailed',
      defaultMessage: 'Contracts could not be loaded.',
      description: 'Shown when the contract list fails to load',
    },
    retry: {
      id: 'contracts.retry',
      defaultMessage: 'Try again',
      description: 'Button that loads again what failed',
    },
    newContract: {
      id: 'contracts.new',
      defaultMessage: 'New contract',
      description: 'Link to making a new supply contract',
    },
    noPlace: {
      id: 'contracts.noPlace',
      defaultMessage: 'Contracts over several places',
      description: 'Heading of contracts with no one place of supply (group and billing contracts)',
    },
    empty: {
      id: 'contracts.empty',
      defaultMessage: 'No contracts yet',
      description: 'Empty state title: the customer has no contracts',
    },
    emptyText: {
      id: 'contracts.empty.text',
      defaultMessage:
        'Your contracts appear here once they are made. Customer service can help you get started.',
      description: 'Empty state text when no new contract can be made here',
    },
    emptyCanCreate: {
      id: 'contracts.empty.canCreate',
      defaultMessage: 'Choose a product for one of your places and sign the contract here.',
      description: 'Empty state text when a new contract can be made',
    },
    renew: {
      id: 'contracts.action.renew',
      defaultMessage: 'Renew',
      description: 'Link to a contract’s renewal offers',
    },
    moveOut: {
      id: 'contracts.action.moveOut',
      defaultMessage: 'Move out',
      description: 'Link to giving a move-out notice on a contract',
    },
    downloadPdf: {
      id: 'contracts.action.pdf',
      defaultMessage: 'Download PDF',
      description: 'Button that saves the contract document',
    },
    downloadFailed: {
      id: 'contracts.downloadFailed',
      defaultMessage: 'The file could not be downloaded. Please try again.',
      description: 'Shown when a download fails',
    },
    seeOffers: {
      id: 'contracts.renewal.link',
      defaultMessage: 'See offers',
      description: 'Link to renewal offers',
    },
    pricing: {
      id: 'contracts.pricing',
      defaultMessage: 'Pricing',
      description: 'Term: how the product is priced',
    },
    term: { id: 'contracts.termLabel', defaultMessage: 'Term', description: 'Term: the contract’s period' },
    counterparty: {
      id: 'contracts.counterparty',
      defaultMessage: 'With',
      description: 'Term: the company the contract is with (seller or network operator)',
    },
    summary: {
      id: 'contracts.summary',
      defaultMessage: 'Contract',
      description: 'Heading of a contract’s details',
    },
    place: {
      id: 'contracts.place',
      defaultMessage: 'Place of supply',
      description: 'Term: the address supplied',
    },
    delivery: {
      id: 'contracts.delivery',
      defaultMessage: 'Documents',
      description: 'Term: how the contract and invoices are delivered',
    },
    back: {
      id: 'contracts.back',
      defaultMessage: 'All contracts',
      description: 'Link back to the contract list',
    },
    notFound: {
      id: 'contracts.notFound',
      defaultMessage: 'Contract not found',
      description: 'Heading when the address names no contract of this customer',
    },
    startInfoFailed: {
      id: 'contracts.startInfo.failed',
      defaultMessage: 'What a new contract could start with could not be loaded.',
      description: 'Shown when the start info fails to load',
    },
  }),
  ended: defineMessage<{ count: number }>({
    id: 'contracts.ended',
    defaultMessage: 'Ended contracts ({count})',
    description: 'Heading of the folded section of ended contracts',
  }),
  details: defineMessage<{ number: string }>({
    id: 'contracts.action.details',
    defaultMessage: 'Details of {number}',
    description: 'Link to a contract’s page, with its number',
  }),
  moveOutNotice: defineMessage<{ date: string }>({
    id: 'contracts.moveOut.notice',
    defaultMessage: 'You have given notice of moving out: supply ends on {date}.',
    description: 'Notice on a contract with a move-out date (DD.MM.YYYY)',
  }),
  renewalBanner: defineMessage<{ date: string; until: string }>({
    id: 'contracts.renewal.banner',
    defaultMessage: 'Your fixed term ends on {date}. Renewal offers stand until {until}.',
    description: 'Banner on a contract whose fixed term ends soon (dates DD.MM.YYYY)',
  }),
  renewedBy: defineMessage<{ product: string; date: string }>({
    id: 'contracts.renewedBy',
    defaultMessage: 'Renewed: continues as {product} from {date}.',
    description: 'A contract already renewed, with the product and start day of the next one',
  }),
  withVat: defineMessage<{ price: string }>({
    id: 'contracts.price.withVat',
    defaultMessage: '{price} incl. VAT',
    description: 'A price with VAT included',
  }),
};
