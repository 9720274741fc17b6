import { defineMessage, defineMessages } from 'react-intl';

/**
 * The usage point picker's texts: an area of their own (i18n/areas.json), loaded with the picker's
 * code by the page that shows it (the charts, the outages: `pickerTexts`).
 */
export const messages = {
  ...defineMessages({
    searchBy: {
      id: 'usagePoints.search.by',
      defaultMessage: 'Search by',
      description: 'Usage point picker: name of the choice of what the typed text is looked for in',
    },
    ADDRESS: {
      id: 'usagePoints.search.address',
      defaultMessage: 'Address',
      description: 'Usage point picker: search the address of the place',
    },
    GSRN: {
      id: 'usagePoints.search.gsrn',
      defaultMessage: 'GSRN',
      description:
        'Usage point picker: search the 18-digit GSRN code (Finnish metering point identifier); keep the abbreviation',
    },
    EIC_OR_METER_NUMBER: {
      id: 'usagePoints.search.eic',
      defaultMessage: 'EIC or meter number',
      description:
        'Usage point picker: search the EIC code (Estonian and Latvian metering point identifier) or the meter number',
    },
    placeholderADDRESS: {
      id: 'usagePoints.placeholder.address',
      defaultMessage: 'Street, postcode or town',
      description: 'Usage point picker: shown in the empty field while searching by address',
    },
    placeholderGSRN: {
      id: 'usagePoints.placeholder.gsrn',
      defaultMessage: 'The first digits, e.g. 643…',
      description: 'Usage point picker: shown in the empty field while searching by GSRN',
    },
    placeholderEIC_OR_METER_NUMBER: {
      id: 'usagePoints.placeholder.eic',
      defaultMessage: 'The start of the EIC or meter number',
      description: 'Usage point picker: shown in the empty field while searching by EIC or meter number',
    },
    loading: {
      id: 'usagePoints.loading',
      defaultMessage: 'Searching…',
      description: 'Usage point picker: the search is running (shown in the list and read out)',
    },
    noMatch: {
      id: 'usagePoints.noMatch',
      defaultMessage: 'No usage point matches. Check the text, or search by something else.',
      description: 'Usage point picker: the search found nothing',
    },
    failed: {
      id: 'usagePoints.failed',
      defaultMessage: 'The search failed. Type again to retry.',
      description: 'Usage point picker: the search call failed',
    },
    electricity: {
      id: 'usagePoints.utility.electricity',
      defaultMessage: 'Electricity',
      description: 'Usage point picker: the utility of a usage point',
    },
    gas: {
      id: 'usagePoints.utility.gas',
      defaultMessage: 'Gas',
      description: 'Usage point picker: the utility of a usage point',
    },
    heating: {
      id: 'usagePoints.utility.heating',
      defaultMessage: 'District heating',
      description: 'Usage point picker: the utility of a usage point',
    },
  }),
  found: defineMessage<{ count: number }>({
    id: 'usagePoints.found',
    defaultMessage: '{count, plural, one {# usage point found} other {# usage points found}}',
    description: 'Usage point picker: read out by screen readers when a search has answered',
  }),
  meter: defineMessage<{ number: string }>({
    id: 'usagePoints.meter',
    defaultMessage: 'meter {number}',
    description: 'Usage point picker: the meter number shown with an option',
  }),
};
