import { defineMessage, defineMessages } from 'react-intl';

/** The texts of the renewal offers (area `contracts`). */
export const offerMessages = {
  ...defineMessages({
    title: {
      id: 'contracts.offer.title',
      defaultMessage: 'Renewal offers',
      description: 'Heading of the offer page',
    },
    loading: {
      id: 'contracts.offer.loading',
      defaultMessage: 'Loading offers',
      description: 'Accessible label',
    },
    loadFailed: {
      id: 'contracts.offer.loadFailed',
      defaultMessage: 'The offers could not be loaded.',
      description: 'Shown when the offer page fails to load',
    },
    noOffers: {
      id: 'contracts.offer.none',
      defaultMessage: 'No offers for this contract',
      description: 'Empty state title: no renewal offers',
    },
    noOffersText: {
      id: 'contracts.offer.noneText',
      defaultMessage: 'Offers appear here when a fixed term is about to end.',
      description: 'Empty state text: no renewal offers',
    },
    choose: {
      id: 'contracts.offer.choose',
      defaultMessage: 'Choose an offer',
      description: 'Label of the offers',
    },
    chooseFirst: {
      id: 'contracts.offer.chooseFirst',
      defaultMessage: 'Choose one of the offers first.',
      description: 'Error: continue pressed without a choice',
    },
    continue: {
      id: 'contracts.offer.continue',
      defaultMessage: 'Continue',
      description: 'Button to the review',
    },
    review: {
      id: 'contracts.offer.review',
      defaultMessage: 'Check and sign',
      description: 'Heading of the review',
    },
    reviewOnly: {
      id: 'contracts.offer.reviewOnly',
      defaultMessage: 'Check the offer',
      description: 'Heading of the review where agreements are not signed in the portal',
    },
    changes: { id: 'contracts.offer.changes', defaultMessage: 'What changes', description: 'Heading' },
    product: {
      id: 'contracts.offer.product',
      defaultMessage: 'Product',
      description: 'Term / column: product',
    },
    startsOn: { id: 'contracts.offer.startsOn', defaultMessage: 'Starts', description: 'Term: first day' },
    delivery: {
      id: 'contracts.offer.delivery',
      defaultMessage: 'Agreement and invoices',
      description: 'Label of the delivery choice (e-mail or post)',
    },
    signNote: {
      id: 'contracts.offer.signNote',
      defaultMessage: 'You sign with your e-ID on your phone. Nothing changes until you confirm there.',
      description: 'Note above the Sign button',
    },
    sign: {
      id: 'contracts.offer.sign',
      defaultMessage: 'Sign',
      description: 'Button that starts the signing',
    },
    another: {
      id: 'contracts.offer.another',
      defaultMessage: 'Choose another offer',
      description: 'Link back to the offers',
    },
    noSigningTitle: {
      id: 'contracts.offer.noSigningTitle',
      defaultMessage: 'Accept through customer service',
      description: 'Title where agreements are not signed in the portal',
    },
    alreadyRenewed: {
      id: 'contracts.offer.alreadyRenewed',
      defaultMessage: 'This contract has been renewed already.',
      description: 'Error: the contract was renewed already',
    },
    signingUnavailable: {
      id: 'contracts.offer.signingUnavailable',
      defaultMessage: 'Agreements cannot be signed here right now. Please contact customer service.',
      description: 'Error: signing is not available on this site',
    },
    offerGone: {
      id: 'contracts.offer.gone',
      defaultMessage: 'This product is no longer available. Please choose again.',
      description: 'Error: the chosen product cannot be agreed any more',
    },
    signStartFailed: {
      id: 'contracts.offer.signFailed',
      defaultMessage: 'The signing could not be started. Please try again.',
      description: 'Error: starting the signing failed',
    },
    renewable: {
      id: 'contracts.offer.renewable',
      defaultMessage: 'Renewable energy',
      description: 'A product of renewable electricity',
    },
  }),
  intro: defineMessage<{ end: string; until: string }>({
    id: 'contracts.offer.intro',
    defaultMessage: 'Your fixed term ends on {end}. Choose how to continue; the offers stand until {until}.',
    description: 'Intro of the offers (dates DD.MM.YYYY)',
  }),
  subtitle: defineMessage<{ product: string; number: string }>({
    id: 'contracts.offer.subtitle',
    defaultMessage: '{product} · contract {number}',
    description: 'The contract the offers are for',
  }),
  change: defineMessage<{ from: string; to: string }>({
    id: 'contracts.offer.change',
    defaultMessage: '{from} → {to}',
    description: 'A value that changes: now → after the renewal',
  }),
  noSigning: defineMessage<{ product: string; phone: string; email: string }>({
    id: 'contracts.offer.noSigning',
    defaultMessage:
      'Agreements are not signed in the portal here. To accept {product}, call customer service on {phone} or write to {email}.',
    description: 'How to accept an offer without electronic signing',
  }),
};
