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
      '{affected, plural, =0 {None of your {total, number} places had an interruption this year.} one {# of your {total, number} places had an interruption this year: shown below.} other {# of your {total, number} places had interruptions this year: shown below.}}',
    description:
      'Outages page: how many of a client’s many places had interruptions (shown instead of every tracker)',
  }),
  totalDue: defineMessage<{ amount: string; credited: string }>({
    id: 'outages.filter.totalDue',
    defaultMessage: 'Due this year at all your places: {amount} ({credited} credited)',
    description:
      'Outages page, a client with many places: the compensation due this year over all of them, euros',
  }),
  showMore: defineMessage<{ count: number; shown: number; total: number }>({
    id: 'outages.filter.showMore',
    defaultMessage:
      'Show {count, plural, one {# more place} other {# more places}} ({shown, number} of {total, number} shown)',
    description:
      'Outages page: button under the trackers of places with interruptions, when more had them than are shown',
  }),
};
