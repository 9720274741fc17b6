import { defineMessage } from 'react-intl';

/** The places card of a client with more places than it shows (a property manager has thousands). */
export const placesMessages = {
  more: defineMessage<{ shown: number; total: number; points: number }>({
    id: 'dashboard.locations.more',
    defaultMessage:
      'Showing {shown, number} of your {total, number} places ({points, plural, one {# usage point} other {# usage points}} in all).',
    description:
      'Under the first places of the places card, when the client has more: how many are shown, how many places and usage points there are',
  }),
  find: defineMessage({
    id: 'dashboard.locations.find',
    defaultMessage: 'Find a place in the charts',
    description:
      'Link under the places card to the charts page, whose usage point search finds any of the client’s places',
  }),
};
