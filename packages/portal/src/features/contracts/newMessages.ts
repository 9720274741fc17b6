import { defineMessage, defineMessages } from 'react-intl';

/** The texts of a new contract (area `contracts`). */
export const newMessages = {
  ...defineMessages({
    title: { id: 'contracts.create.title', defaultMessage: 'New contract', description: 'Heading' },
    intro: {
      id: 'contracts.create.intro',
      defaultMessage: 'Choose the place, when supply starts and the product, then sign with your e-ID.',
      description: 'Intro of the new contract page',
    },
    loading: { id: 'contracts.create.loading', defaultMessage: 'Loading', description: 'Accessible label' },
    loadFailed: {
      id: 'contracts.create.loadFailed',
      defaultMessage: 'Your places could not be loaded.',
      description: 'Shown when the places fail to load',
    },
    cannotCreate: {
      id: 'contracts.create.cannot',
      defaultMessage: 'New contracts cannot be made here. Customer service can help.',
      description: 'The site does not make new contracts in the portal',
    },
    noPlaces: {
      id: 'contracts.create.noPlaces',
      defaultMessage: 'No places to supply',
      description: 'Empty state: the client has no usage points',
    },
    noPlacesText: {
      id: 'contracts.create.noPlacesText',
      defaultMessage: 'A place appears here once its usage point is connected to your customer account.',
      description: 'Empty state text: no usage points',
    },
    place: {
      id: 'contracts.create.place',
      defaultMessage: 'Place of supply',
      description: 'Label of the places',
    },
    startTitle: {
      id: 'contracts.create.startTitle',
      defaultMessage: 'Start',
      description: 'Section heading',
    },
    startDate: { id: 'contracts.create.startDate', defaultMessage: 'Supply starts', description: 'Label' },
    startInvalid: {
      id: 'contracts.create.startInvalid',
      defaultMessage: 'Choose a day within the dates given.',
      description: 'Error: start date outside its window',
    },
    productTitle: {
      id: 'contracts.create.productTitle',
      defaultMessage: 'Product',
      description: 'Section heading',
    },
    product: { id: 'contracts.create.product', defaultMessage: 'Choose a product', description: 'Label' },
    chooseProduct: {
      id: 'contracts.create.chooseProduct',
      defaultMessage: 'Choose one of the products.',
      description: 'Error: no product chosen',
    },
    loadingProducts: {
      id: 'contracts.create.loadingProducts',
      defaultMessage: 'Loading products',
      description: 'Accessible label',
    },
    productsFailed: {
      id: 'contracts.create.productsFailed',
      defaultMessage: 'The products could not be loaded.',
      description: 'Shown when the products fail to load',
    },
    noProducts: {
      id: 'contracts.create.noProducts',
      defaultMessage: 'No products for this place',
      description: 'Empty state: nothing on sale',
    },
    noProductsText: {
      id: 'contracts.create.noProductsText',
      defaultMessage: 'Try another start date, or ask customer service.',
      description: 'Empty state text: nothing on sale',
    },
    signTitle: {
      id: 'contracts.create.signTitle',
      defaultMessage: 'Signing',
      description: 'Section heading',
    },
    personalCode: {
      id: 'contracts.create.personalCode',
      defaultMessage: 'Personal identification code (isikukood)',
      description: 'Label: Estonian personal code',
    },
    personalCodeHelp: {
      id: 'contracts.create.personalCodeHelp',
      defaultMessage: '11 digits. The datahub needs it to switch your supply.',
      description: 'Help text of the personal code',
    },
    personalCodeInvalid: {
      id: 'contracts.create.personalCodeInvalid',
      defaultMessage: 'This is not a valid personal identification code.',
      description: 'Error: isikukood check failed',
    },
    personalCodeNotSigner: {
      id: 'contracts.create.personalCodeNotSigner',
      defaultMessage:
        'Enter your own personal identification code: you sign the contract with your own Smart-ID.',
      description: 'Error: the isikukood is valid but not that of the person signed in, who signs',
    },
    eic: { id: 'contracts.create.eic', defaultMessage: 'Metering point EIC code', description: 'Label' },
    eicInvalid: {
      id: 'contracts.create.eicInvalid',
      defaultMessage: 'An EIC code has 16 characters, such as 38ZEE-00000001-Q.',
      description: 'Error: EIC format',
    },
    networkOperator: {
      id: 'contracts.create.networkOperator',
      defaultMessage: 'Network operator',
      description: 'Label',
    },
    required: {
      id: 'contracts.create.required',
      defaultMessage: 'Fill in this field.',
      description: 'Error',
    },
    sign: {
      id: 'contracts.create.sign',
      defaultMessage: 'Sign',
      description: 'Button that starts the signing',
    },
    theProduct: {
      id: 'contracts.create.theProduct',
      defaultMessage: 'the product you chose',
      description: 'Stands for the product name in a sentence before one is chosen',
    },
  }),
  placeSearch: defineMessage<{ count: number }>({
    id: 'contracts.create.placeSearch',
    defaultMessage:
      '{count, plural, one {You have # place of supply.} other {You have # places of supply.}} Find one by its address, GSRN, EIC or meter number.',
    description:
      'Help under the search field that replaces the place cards when the customer has more than 10 places (a property manager has thousands)',
  }),
  startHelp: defineMessage<{ earliest: string; latest: string }>({
    id: 'contracts.create.startHelp',
    defaultMessage: 'Between {earliest} and {latest}.',
    description: 'Help: the first and last start day (DD.MM.YYYY)',
  }),
  currentEnds: defineMessage<{ product: string; date: string }>({
    id: 'contracts.create.currentEnds',
    defaultMessage: 'This place is supplied under {product} until {date}.',
    description: 'The current contract at the place',
  }),
  currentOpen: defineMessage<{ product: string }>({
    id: 'contracts.create.currentOpen',
    defaultMessage: 'This place is supplied under {product} now; the new contract replaces it.',
    description: 'The current open-ended contract at the place',
  }),
  notYet: defineMessage<{ date: string; opens: string }>({
    id: 'contracts.create.notYet',
    defaultMessage:
      'A fixed term runs at this place until {date}. A new contract can start the day after it, and you can make it here from {opens}.',
    description:
      'Instead of the form: a fixed term runs beyond the days a new contract may start on (dates DD.MM.YYYY)',
  }),
};
