import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type {
  ContractStatus,
  DeliveryMethod,
  MoveOutReason,
  PriceComponent,
  SupplyCountry,
  Utility,
} from '@vool/api-client/browser';

type Names<K extends string> = Record<K, MessageDescriptor>;

const status: Names<ContractStatus> = defineMessages({
  active: { id: 'contracts.status.active', defaultMessage: 'Active', description: 'Contract status badge' },
  upcoming: {
    id: 'contracts.status.upcoming',
    defaultMessage: 'Starts later',
    description: 'Contract status badge: signed, supply not started yet',
  },
  ended: { id: 'contracts.status.ended', defaultMessage: 'Ended', description: 'Contract status badge' },
});

const utility: Names<Utility> = defineMessages({
  electricity: { id: 'contracts.utility.electricity', defaultMessage: 'Electricity', description: 'Utility' },
  gas: { id: 'contracts.utility.gas', defaultMessage: 'Gas', description: 'Utility' },
  heating: { id: 'contracts.utility.heating', defaultMessage: 'District heating', description: 'Utility' },
});

const units: Names<PriceComponent['unit']> = defineMessages({
  kWh: { id: 'contracts.unit.kWh', defaultMessage: 'kWh', description: 'Price unit: per kilowatt hour' },
  month: { id: 'contracts.unit.month', defaultMessage: 'month', description: 'Price unit: per month' },
  year: { id: 'contracts.unit.year', defaultMessage: 'year', description: 'Price unit: per year' },
  piece: { id: 'contracts.unit.piece', defaultMessage: 'piece', description: 'Price unit: per item' },
});

const delivery: Names<DeliveryMethod> = defineMessages({
  email: {
    id: 'contracts.delivery.email',
    defaultMessage: 'By e-mail',
    description: 'How the contract and invoices are delivered',
  },
  postal: {
    id: 'contracts.delivery.postal',
    defaultMessage: 'By post',
    description: 'How the contract and invoices are delivered',
  },
});

const reasons: Names<MoveOutReason> = defineMessages({
  moving: { id: 'contracts.reason.moving', defaultMessage: 'I am moving', description: 'Move-out reason' },
  'property-sold': {
    id: 'contracts.reason.propertySold',
    defaultMessage: 'The property is sold',
    description: 'Move-out reason',
  },
  'merged-contracts': {
    id: 'contracts.reason.mergedContracts',
    defaultMessage: 'The place goes under another contract',
    description: 'Move-out reason: contracts merged',
  },
  other: { id: 'contracts.reason.other', defaultMessage: 'Another reason', description: 'Move-out reason' },
});

const countries: Names<SupplyCountry> = defineMessages({
  FI: { id: 'contracts.country.FI', defaultMessage: 'Finland', description: 'Country of an address' },
  EE: { id: 'contracts.country.EE', defaultMessage: 'Estonia', description: 'Country of an address' },
  LV: { id: 'contracts.country.LV', defaultMessage: 'Latvia', description: 'Country of an address' },
});

/** The contracts' enumerations (spec §3) and figures, in the user's language. */
export const names = {
  status,
  utility,
  units,
  delivery,
  reasons,
  countries,
  perUnit: defineMessage<{ amount: string; unit: string }>({
    id: 'contracts.price.perUnit',
    defaultMessage: '{amount}/{unit}',
    description: 'A price per unit: "0.12 €/kWh", "4.90 €/month"',
  }),
  term: defineMessage<{ start: string; end: string }>({
    id: 'contracts.term',
    defaultMessage: '{start} – {end}',
    description: 'A contract term from its first to its last day (DD.MM.YYYY)',
  }),
  openEnded: defineMessage<{ start: string }>({
    id: 'contracts.term.openEnded',
    defaultMessage: 'From {start}, until further notice',
    description: 'An open-ended contract term (DD.MM.YYYY)',
  }),
  termMonths: defineMessage<{ months: number }>({
    id: 'contracts.term.months',
    defaultMessage: '{months, plural, one {# month} other {# months}}',
    description: 'Length of a fixed term',
  }),
  noFixedTerm: defineMessage({
    id: 'contracts.term.none',
    defaultMessage: 'Until further notice',
    description: 'A product without a fixed term',
  }),
};
