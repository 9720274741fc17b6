import { defineMessage, defineMessages } from 'react-intl';

/** The texts of the support page: channels, the ticket list and a ticket (area `support`). */
export const messages = {
  ...defineMessages({
    title: { id: 'support.title', defaultMessage: 'Support', description: 'Heading of the support page' },
    loading: {
      id: 'support.loading',
      defaultMessage: 'Loading support requests',
      description: 'Accessible label while the support page loads',
    },
    retry: {
      id: 'support.retry',
      defaultMessage: 'Try again',
      description: 'Button that loads again what failed',
    },
    channelsTitle: {
      id: 'support.channels.title',
      defaultMessage: 'Contact customer service',
      description: 'Heading of the ways to reach customer service',
    },
    helpCentre: {
      id: 'support.channels.helpCentre',
      defaultMessage: 'Answers to common questions, at any time:',
      description: 'Before the link to the site’s help centre (its external support service)',
    },
    channelsFailed: {
      id: 'support.channels.failed',
      defaultMessage: 'Customer service’s contact details could not be loaded.',
      description: 'Shown when the support channels fail to load',
    },
    channelPhone: {
      id: 'support.channel.phone',
      defaultMessage: 'Phone',
      description: 'Support channel: phone',
    },
    channelEmail: {
      id: 'support.channel.email',
      defaultMessage: 'E-mail',
      description: 'Support channel: e-mail',
    },
    channelPush: {
      id: 'support.channel.push',
      defaultMessage: 'App notifications',
      description: 'Support channel: push notifications of the installed app',
    },
    channelPushText: {
      id: 'support.channel.pushText',
      defaultMessage: 'Answers can come as notifications of the installed app.',
      description: 'Explains the push support channel',
    },
    alwaysOpen: {
      id: 'support.channel.alwaysOpen',
      defaultMessage: 'Always open',
      description: 'Opening hours of a support channel that is always open',
    },
    ticketsTitle: {
      id: 'support.tickets.title',
      defaultMessage: 'Your requests',
      description: 'Heading of the customer’s support tickets',
    },
    ticketsFailed: {
      id: 'support.tickets.failed',
      defaultMessage: 'Your support requests could not be loaded.',
      description: 'Shown when the ticket list fails to load',
    },
    empty: {
      id: 'support.tickets.empty',
      defaultMessage: 'No support requests yet',
      description: 'Title when the customer has no tickets',
    },
    emptyText: {
      id: 'support.tickets.emptyText',
      defaultMessage: 'Ask customer service anything: your request and its answers will be kept here.',
      description: 'Text when the customer has no tickets',
    },
    newTicket: {
      id: 'support.new',
      defaultMessage: 'New request',
      description: 'Link to writing a new ticket',
    },
    unread: {
      id: 'support.tickets.unread',
      defaultMessage: 'New reply',
      description: 'Marker on a ticket customer service answered since the customer last opened it',
    },
    back: {
      id: 'support.back',
      defaultMessage: 'All requests',
      description: 'Link from a ticket or the new-ticket form back to the support page',
    },
    ticketFailed: {
      id: 'support.ticket.failed',
      defaultMessage: 'This support request could not be loaded.',
      description: 'Shown when a ticket fails to load',
    },
    ticketMissing: {
      id: 'support.ticket.missing',
      defaultMessage: 'There is no such support request.',
      description: 'Shown when the ticket the address names does not exist',
    },
    conversation: {
      id: 'support.ticket.conversation',
      defaultMessage: 'Conversation',
      description: 'Heading of a ticket’s messages',
    },
    you: {
      id: 'support.ticket.you',
      defaultMessage: 'You',
      description: 'Author of the customer’s own messages',
    },
    customerService: {
      id: 'support.ticket.customerService',
      defaultMessage: 'Customer service',
      description: 'Label of the messages written by customer service',
    },
  }),
  lastUpdate: defineMessage<{ date: string }>({
    id: 'support.tickets.lastUpdate',
    defaultMessage: 'Updated {date}',
    description: 'When a ticket last changed, DD.MM.YYYY HH:mm',
  }),
  opened: defineMessage<{ date: string }>({
    id: 'support.ticket.opened',
    defaultMessage: 'Sent {date}',
    description: 'When the ticket was created, DD.MM.YYYY HH:mm',
  }),
  hours: defineMessage<{ hours: string }>({
    id: 'support.channel.hours',
    defaultMessage: 'Open {hours}',
    description: 'Opening hours of a support channel, as the site states them',
  }),
  messageCount: defineMessage<{ count: number }>({
    id: 'support.tickets.messageCount',
    defaultMessage: '{count, plural, one {# message} other {# messages}}',
    description: 'How many messages a ticket’s conversation has',
  }),
  ticketTitle: defineMessage<{ number: string }>({
    id: 'support.ticket.title',
    defaultMessage: 'Request {number}',
    description: 'Heading of a ticket’s page, with its number',
  }),
};
