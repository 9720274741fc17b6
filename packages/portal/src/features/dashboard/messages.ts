import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    titleFallback: {
      id: 'dashboard.titleFallback',
      defaultMessage: 'Overview',
      description: 'Dashboard heading while the client name loads',
    },
    summary: {
      id: 'dashboard.summary.title',
      defaultMessage: 'Your details',
      description: 'Heading of the acting client summary card',
    },
    clientCode: {
      id: 'dashboard.summary.clientCode',
      defaultMessage: 'Client code',
      description: 'Label in the client summary',
    },
    customerType: {
      id: 'dashboard.summary.type',
      defaultMessage: 'Customer type',
      description: 'Label in the client summary',
    },
    private: {
      id: 'dashboard.summary.private',
      defaultMessage: 'Private customer',
      description: 'Customer type value',
    },
    legal: {
      id: 'dashboard.summary.legal',
      defaultMessage: 'Business customer',
      description: 'Customer type value',
    },
    personalCode: {
      id: 'dashboard.summary.personalCode',
      defaultMessage: 'Personal code',
      description: 'Label of a private customer national identity code',
    },
    businessCode: {
      id: 'dashboard.summary.businessCode',
      defaultMessage: 'Business code',
      description: 'Label of a company registry code',
    },
    email: {
      id: 'dashboard.summary.email',
      defaultMessage: 'Email',
      description: 'Label in the client summary',
    },
    phone: {
      id: 'dashboard.summary.phone',
      defaultMessage: 'Phone',
      description: 'Label in the client summary',
    },
    notGiven: {
      id: 'dashboard.summary.notGiven',
      defaultMessage: 'Not given',
      description: 'Shown when a contact detail is missing',
    },
    newCustomer: {
      id: 'dashboard.newCustomer',
      defaultMessage:
        'Welcome! Your customer account is ready. Your contracts and consumption appear here once your supply starts.',
      description: 'Note for a new customer without contracts yet',
    },
    loading: {
      id: 'dashboard.summary.loading',
      defaultMessage: 'Loading your details…',
      description: 'Loading label',
    },
    failed: {
      id: 'dashboard.summary.failed',
      defaultMessage: 'Your details could not be loaded.',
      description: 'Error state of the summary card',
    },
    retry: {
      id: 'dashboard.retry',
      defaultMessage: 'Try again',
      description: 'Retry button of a failed card',
    },
  }),
  title: defineMessage<{ name: string }>({
    id: 'dashboard.title',
    defaultMessage: 'Hello, {name}',
    description: 'Dashboard heading greeting the acting client',
  }),
};
