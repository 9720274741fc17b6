import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    skipLink: {
      id: 'shell.skipLink',
      defaultMessage: 'Skip to main content',
      description: 'First link on every page, jumps past the header',
    },
    mainNavigation: {
      id: 'shell.nav.label',
      defaultMessage: 'Main',
      description: 'Accessible name of the main navigation landmark',
    },
    navInvoices: {
      id: 'shell.nav.invoices',
      defaultMessage: 'Invoices',
      description: 'Main navigation: invoices',
    },
    navContracts: {
      id: 'shell.nav.contracts',
      defaultMessage: 'Contracts',
      description: 'Main navigation: contracts',
    },
    navOutages: {
      id: 'shell.nav.outages',
      defaultMessage: 'Outages',
      description: 'Main navigation: outages',
    },
    navSupport: {
      id: 'shell.nav.support',
      defaultMessage: 'Support',
      description: 'Main navigation: support tickets',
    },
    navSettings: {
      id: 'shell.nav.settings',
      defaultMessage: 'Settings',
      description: 'Main navigation: user settings',
    },
    languageMenu: {
      id: 'shell.language.menu',
      defaultMessage: 'Choose language',
      description: 'Accessible name of the language menu',
    },
    appearanceMenu: {
      id: 'shell.appearance.menu',
      defaultMessage: 'Choose appearance',
      description: 'Accessible name of the colour scheme menu',
    },
    schemeLight: {
      id: 'shell.appearance.light',
      defaultMessage: 'Light',
      description: 'Colour scheme option',
    },
    schemeDark: { id: 'shell.appearance.dark', defaultMessage: 'Dark', description: 'Colour scheme option' },
    schemeSystem: {
      id: 'shell.appearance.system',
      defaultMessage: 'Same as device',
      description: 'Colour scheme option that follows the operating system setting',
    },
    schemeFailed: {
      id: 'shell.appearance.failed',
      defaultMessage: 'The appearance could not be saved',
      description: 'Toast when saving the colour scheme failed',
    },
    actingAs: {
      id: 'shell.account.actingAs',
      defaultMessage: 'Acting as',
      description: 'Heading above the active client in the user menu and the app drawer',
    },
    switchClient: {
      id: 'shell.account.switch',
      defaultMessage: 'Switch client',
      description: 'Heading of the list of clients to act for, and the button that opens it',
    },
    yourself: {
      id: 'shell.account.yourself',
      defaultMessage: 'You',
      description: 'Marks the signed-in person in the list of clients',
    },
    company: {
      id: 'shell.account.company',
      defaultMessage: 'Company',
      description: 'Marks a legal entity in the list of clients',
    },
    signOut: { id: 'shell.account.signOut', defaultMessage: 'Sign out', description: 'Sign-out action' },
    openMenu: {
      id: 'shell.menu.open',
      defaultMessage: 'Open menu',
      description: 'Button that opens the side menu',
    },
    menu: { id: 'shell.menu.title', defaultMessage: 'Menu', description: 'Title of the side menu drawer' },
    close: { id: 'shell.close', defaultMessage: 'Close', description: 'Close button of drawers and dialogs' },
    backToMenu: {
      id: 'shell.menu.back',
      defaultMessage: 'Back to menu',
      description: 'Button in the client list drawer that returns to the side menu',
    },
    pages: {
      id: 'shell.menu.pages',
      defaultMessage: 'Pages',
      description: 'Group of page links in the side menu',
    },
    help: {
      id: 'shell.menu.help',
      defaultMessage: 'Help and information',
      description: 'Group of help links in the side menu',
    },
    customerService: {
      id: 'shell.footer.customerService',
      defaultMessage: 'Customer service',
      description: 'Heading of the contact details in the footer',
    },
    footerLinks: {
      id: 'shell.footer.links',
      defaultMessage: 'About this service',
      description: 'Accessible name of the footer link list',
    },
    privacy: {
      id: 'shell.footer.privacy',
      defaultMessage: 'Privacy policy',
      description: 'Footer link (PRIVACY_POLICY document)',
    },
    terms: {
      id: 'shell.footer.terms',
      defaultMessage: 'Terms of service',
      description: 'Footer link (TERMS_OF_SERVICE document)',
    },
    externalSupport: {
      id: 'shell.footer.externalSupport',
      defaultMessage: 'Help centre',
      description: 'Footer link (EXTERNAL_SUPPORT document)',
    },
    feedback: {
      id: 'shell.footer.feedback',
      defaultMessage: 'Give feedback',
      description: 'Footer link to the feedback form',
    },
    accessibility: {
      id: 'shell.footer.accessibility',
      defaultMessage: 'Accessibility statement',
      description: 'Footer link to the accessibility statement',
    },
    newTab: {
      id: 'shell.newTab',
      defaultMessage: '(opens in a new tab)',
      description: 'Added to the accessible name of links that open a new tab',
    },
    quickActions: {
      id: 'shell.quickActions.title',
      defaultMessage: 'Quick actions',
      description: 'Heading of the quick actions block',
    },
    quickCharts: {
      id: 'shell.quickActions.charts',
      defaultMessage: 'Consumption',
      description: 'Quick action card title: charts',
    },
    quickChartsText: {
      id: 'shell.quickActions.chartsText',
      defaultMessage: 'See how much energy you use, hour by hour.',
      description: 'Quick action card text: charts',
    },
    quickContracts: {
      id: 'shell.quickActions.contracts',
      defaultMessage: 'Contracts',
      description: 'Quick action card title: contracts',
    },
    quickContractsText: {
      id: 'shell.quickActions.contractsText',
      defaultMessage: 'Your contracts, renewal offers and moving.',
      description: 'Quick action card text: contracts',
    },
    quickInvoices: {
      id: 'shell.quickActions.invoices',
      defaultMessage: 'Invoices',
      description: 'Quick action card title: invoices',
    },
    quickInvoicesText: {
      id: 'shell.quickActions.invoicesText',
      defaultMessage: 'Check and pay your invoices.',
      description: 'Quick action card text: invoices',
    },
    notFoundTitle: {
      id: 'shell.notFound.title',
      defaultMessage: 'Page not found',
      description: 'Heading when the address matches no page',
    },
    notFoundBody: {
      id: 'shell.notFound.body',
      defaultMessage: 'The address may be mistyped, or the page has moved.',
      description: 'Text when the address matches no page',
    },
    toDashboard: {
      id: 'shell.toDashboard',
      defaultMessage: 'Go to the overview',
      description: 'Link back to the dashboard',
    },
    notifications: {
      id: 'shell.notifications',
      defaultMessage: 'Notifications',
      description: 'Accessible name of the toast region',
    },
    loading: { id: 'shell.loading', defaultMessage: 'Loading…', description: 'Generic loading label' },
    pageLoading: {
      id: 'shell.pageLoading',
      defaultMessage: 'Loading the page',
      description: 'Accessible name of the bar across the top while another page loads',
    },
  }),
  homeLink: defineMessage<{ company: string }>({
    id: 'shell.logo.home',
    defaultMessage: '{company}, home',
    description: 'Accessible name of the logo link; company is the utility name',
  }),
  language: defineMessage<{ language: string }>({
    id: 'shell.language.label',
    defaultMessage: 'Language: {language}',
    description: 'Accessible name of the language menu button; language is the current language',
  }),
  appearance: defineMessage<{ scheme: string }>({
    id: 'shell.appearance.label',
    defaultMessage: 'Appearance: {scheme}',
    description: 'Accessible name of the colour scheme menu button; scheme is the current choice',
  }),
  account: defineMessage<{ name: string }>({
    id: 'shell.account.label',
    defaultMessage: 'Account: {name}',
    description: 'Accessible name of the user menu button; name is the acting client',
  }),
  clientCode: defineMessage<{ code: string }>({
    id: 'shell.account.clientCode',
    defaultMessage: 'Client code {code}',
    description: 'Shows the client code under a client name',
  }),
  switching: defineMessage<{ name: string }>({
    id: 'shell.account.switching',
    defaultMessage: 'Switching to {name}…',
    description: 'Shown while the acting client changes',
  }),
  website: defineMessage<{ company: string }>({
    id: 'shell.footer.website',
    defaultMessage: '{company} website',
    description: 'Footer link to the utility public website',
  }),
};
