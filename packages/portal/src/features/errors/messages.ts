import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    title: {
      id: 'errors.screen.title',
      defaultMessage: 'Something went wrong',
      description: 'Heading of the client-error screen shown when a page fails to render',
    },
    description: {
      id: 'errors.screen.description',
      defaultMessage:
        'This page stopped working. Reloading it usually helps. If it happens again, tell customer service the code below.',
      description: 'Text of the client-error screen',
    },
    reload: {
      id: 'errors.screen.reload',
      defaultMessage: 'Reload the page',
      description: 'Button on the error screen',
    },
  }),
  code: defineMessage<{ code: string }>({
    id: 'errors.screen.code',
    defaultMessage: 'Your code: {code}',
    description: 'The user client code shown on the error screen so support can find them',
  }),
};
