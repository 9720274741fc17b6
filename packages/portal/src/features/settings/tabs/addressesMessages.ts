import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { AddressCountry, AddressType } from '@vool/api-client/browser';

export const messages = defineMessages({
  street: { id: 'settings.addresses.street', defaultMessage: 'Street address', description: 'Address field' },
  city: { id: 'settings.addresses.city', defaultMessage: 'Town or city', description: 'Address field' },
  postalCode: {
    id: 'settings.addresses.postalCode',
    defaultMessage: 'Postal code',
    description: 'Address field',
  },
  postalHelp: {
    id: 'settings.addresses.postalHelp',
    defaultMessage: 'Finland and Estonia: five digits. Latvia: LV-1234.',
    description: 'Address field help: postal code formats',
  },
  country: { id: 'settings.addresses.country', defaultMessage: 'Country', description: 'Address field' },
  noBilling: {
    id: 'settings.addresses.noBilling',
    defaultMessage: 'Invoices go to your postal address. Fill this in to send them elsewhere.',
    description: 'Addresses: no separate invoice address yet',
  },
});

export const typeTitles: Record<AddressType, MessageDescriptor> = defineMessages({
  postal: { id: 'settings.addresses.postal', defaultMessage: 'Postal address', description: 'Address type' },
  billing: {
    id: 'settings.addresses.billing',
    defaultMessage: 'Invoice address',
    description: 'Address type',
  },
});

export const countryNames: Record<AddressCountry, MessageDescriptor> = defineMessages({
  FI: { id: 'settings.country.FI', defaultMessage: 'Finland', description: 'Country name' },
  EE: { id: 'settings.country.EE', defaultMessage: 'Estonia', description: 'Country name' },
  LV: { id: 'settings.country.LV', defaultMessage: 'Latvia', description: 'Country name' },
});
