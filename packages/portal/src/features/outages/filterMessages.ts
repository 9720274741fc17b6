import { defineMessage, defineMessages } from 'react-intl';

/** The compensation tracker's place filter, for a client with many places. */
export const filterMessages = {
  ...defineMessages({
    label: {
      id: 'outages.filter.label',
      defaultMessage: 'Find a place',
      description: 'Outages page: label of the usage point search above the compensation trackers',
    },
    help: {
      id: 'outages.filter.help',
      defaultMessage: 'See the interruptions and compensation of any of your places.',
      description: 'Outages page: help under the place search',
    },
    showAll: {
      id: 'outages.filter.showAll',
      defaultMessage: 'Back to the places with interruptions',
      description: 'Outages page: button that clears the place search',
    },
    noTracker: {
      id: 'outages.filter.noTracker',
      defaultMessage: 'This usage point has no tracker: the standard compensation is for electricity.',
      description: 'Outages page: the place found has only district heating or gas',
    },
  }),
  summary: defineMessage<{ affected: number; total: number }>({
    id: 'outages.filter.summary',
    defaultMessage:
      '{affected, plural, =0 {None of your {total} places had an interruption this year.} one {# of your {total} places had an interruption this year: shown below.} other {# of your {total} places had interruptions this year: shown below.}}',
    description:
      'Outages page: how many of a client’s many places had interruptions (shown instead of every tracker)',
  }),
  more: defineMessage<{ shown: number }>({
    id: 'outages.filter.more',
    defaultMessage: 'The first {shown} are shown. Find a place for any other.',
    description: 'Outages page: more places had interruptions than are shown at once',
  }),
};
