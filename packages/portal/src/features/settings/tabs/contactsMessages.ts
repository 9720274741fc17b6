import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { ContactPreference, ContactType } from '@vool/api-client/browser';

export const messages = defineMessages({
  heading: {
    id: 'settings.contacts.heading',
    defaultMessage: 'Your contact details',
    description: 'Contacts heading',
  },
  intro: {
    id: 'settings.contacts.intro',
    defaultMessage: 'We use the main e-mail and phone for invoices, outages and alerts you choose.',
    description: 'Contacts: what the contacts are for',
  },
  type: { id: 'settings.contacts.type', defaultMessage: 'Kind', description: 'Contact field: type' },
  label: { id: 'settings.contacts.label', defaultMessage: 'Label', description: 'Contact field: own name' },
  labelHelp: {
    id: 'settings.contacts.labelHelp',
    defaultMessage: 'For example “Work phone”',
    description: 'Contact field help: label',
  },
  value: {
    id: 'settings.contacts.value',
    defaultMessage: 'Address or number',
    description: 'Contact field: value',
  },
  primary: {
    id: 'settings.contacts.primary',
    defaultMessage: 'Main contact of its kind',
    description: 'Contact field',
  },
  add: {
    id: 'settings.contacts.add',
    defaultMessage: 'Add a contact',
    description: 'Button: add a contact row',
  },
  preference: {
    id: 'settings.contacts.preference',
    defaultMessage: 'Customer service may contact you by',
    description: 'Contacts: manual contact preference',
  },
  confirmed: {
    id: 'settings.contacts.confirmed',
    defaultMessage: 'Your new e-mail address is confirmed and in use.',
    description: 'Contacts: back from the confirmation link',
  },
  expired: {
    id: 'settings.contacts.expired',
    defaultMessage:
      'That confirmation link has expired or was used already. Change the address again to get a new one.',
    description: 'Contacts: confirmation link no longer valid',
  },
  taken: {
    id: 'settings.contacts.taken',
    defaultMessage: 'That address belongs to another customer account, so it was not added.',
    description: 'Contacts: confirmed address is someone else’s',
  },
  emailNote: {
    id: 'settings.contacts.emailNote',
    defaultMessage: 'A new e-mail address is confirmed through a link we send to it.',
    description: 'Contacts: how an e-mail change works',
  },
});

export const typeLabels: Record<ContactType, MessageDescriptor> = defineMessages({
  Email: { id: 'settings.contactType.Email', defaultMessage: 'E-mail', description: 'Contact type' },
  Phone: { id: 'settings.contactType.Phone', defaultMessage: 'Phone', description: 'Contact type' },
  Gsm: { id: 'settings.contactType.Gsm', defaultMessage: 'Mobile phone', description: 'Contact type' },
  Post: { id: 'settings.contactType.Post', defaultMessage: 'Post', description: 'Contact type' },
});

export const preferenceLabels: Record<ContactPreference, MessageDescriptor> = defineMessages({
  email: { id: 'settings.preference.email', defaultMessage: 'E-mail', description: 'Contact preference' },
  phone: { id: 'settings.preference.phone', defaultMessage: 'Phone', description: 'Contact preference' },
  none: {
    id: 'settings.preference.none',
    defaultMessage: 'Only when necessary',
    description: 'Contact preference: none',
  },
});

export const pendingMessage = defineMessage<{ email: string }>({
  id: 'settings.contacts.pending',
  defaultMessage:
    'We sent a confirmation link to {email}. The new address is used once you open the link (within 24 hours).',
  description: 'Contacts: a new e-mail waits for confirmation',
});

export const rowLabelMessage = defineMessage<{ number: number }>({
  id: 'settings.contacts.row',
  defaultMessage: 'Contact {number}',
  description: 'Accessible name of one contact row',
});

export const removeMessage = defineMessage<{ name: string }>({
  id: 'settings.contacts.remove',
  defaultMessage: 'Remove {name}',
  description: 'Button: remove a contact (name is its label or value)',
});
