import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { ChangeItem, MarketingChannel } from '@vool/api-client/browser';

export const messages = defineMessages({
  identity: {
    id: 'settings.profile.identity',
    defaultMessage: 'Who you are',
    description: 'Profile section heading',
  },
  identityNote: {
    id: 'settings.profile.identityNote',
    defaultMessage: 'Your name and code come from your identification and cannot be changed here.',
    description: 'Profile: why name and code are read-only',
  },
  name: { id: 'settings.profile.name', defaultMessage: 'Name', description: 'Profile field' },
  personalCode: {
    id: 'settings.profile.personalCode',
    defaultMessage: 'Personal code',
    description: 'Profile field',
  },
  businessCode: {
    id: 'settings.profile.businessCode',
    defaultMessage: 'Business code',
    description: 'Profile field',
  },
  clientCode: {
    id: 'settings.profile.clientCode',
    defaultMessage: 'Customer number',
    description: 'Profile field',
  },
  verified: {
    id: 'settings.profile.verified',
    defaultMessage: 'Verification',
    description: 'Profile: the verification flags term',
  },
  ssnVerified: {
    id: 'settings.profile.ssnVerified',
    defaultMessage: 'Identity verified with e-ID',
    description: 'Verification flag SsnVerified',
  },
  ssnNotVerified: {
    id: 'settings.profile.ssnNotVerified',
    defaultMessage: 'Identity not verified',
    description: 'Verification flag SsnVerified missing',
  },
  emailVerified: {
    id: 'settings.profile.emailVerified',
    defaultMessage: 'E-mail address confirmed',
    description: 'Verification flag EmailVerified',
  },
  emailNotVerified: {
    id: 'settings.profile.emailNotVerified',
    defaultMessage: 'E-mail address not confirmed',
    description: 'Verification flag EmailVerified missing',
  },
  preferences: {
    id: 'settings.profile.preferences',
    defaultMessage: 'Language and marketing',
    description: 'Profile section heading for the editable part',
  },
  language: {
    id: 'settings.profile.language',
    defaultMessage: 'Language of letters and invoices',
    description: 'Profile field: language of communication',
  },
  languageSite: {
    id: 'settings.profile.languageSite',
    defaultMessage: 'Same as the portal',
    description: 'Language option: no own choice',
  },
  marketing: {
    id: 'settings.profile.marketing',
    defaultMessage: 'Offers and news may be sent by',
    description: 'Profile field: marketing consent channels',
  },
  marketingHelp: {
    id: 'settings.profile.marketingHelp',
    defaultMessage: 'Invoices, outages and other service messages come whatever you choose here.',
    description: 'Profile: marketing consent explanation',
  },
  changes: {
    id: 'settings.profile.changes',
    defaultMessage: 'Recent changes to your account',
    description: 'Profile section heading: audit list',
  },
  changesNote: {
    id: 'settings.profile.changesNote',
    defaultMessage: 'If you do not recognise a change, contact customer service at once.',
    description: 'Profile: what to do about an unknown change',
  },
  noChanges: {
    id: 'settings.profile.noChanges',
    defaultMessage: 'No changes yet.',
    description: 'Profile: the audit list is empty',
  },
  you: { id: 'settings.profile.you', defaultMessage: 'you', description: 'Account change made by the user' },
});

export const channelLabels: Record<MarketingChannel, MessageDescriptor> = defineMessages({
  None: { id: 'settings.channel.None', defaultMessage: 'No marketing', description: 'Marketing channel' },
  Email: { id: 'settings.channel.Email', defaultMessage: 'E-mail', description: 'Marketing channel' },
  Gsm: { id: 'settings.channel.Gsm', defaultMessage: 'Text message', description: 'Marketing channel' },
  Post: { id: 'settings.channel.Post', defaultMessage: 'Post', description: 'Marketing channel' },
  PushNotification: {
    id: 'settings.channel.PushNotification',
    defaultMessage: 'App notification',
    description: 'Marketing channel',
  },
});

export const changeLabels: Record<ChangeItem, MessageDescriptor> = defineMessages({
  Email: { id: 'settings.change.Email', defaultMessage: 'E-mail address', description: 'Audit item' },
  Address: { id: 'settings.change.Address', defaultMessage: 'Address', description: 'Audit item' },
  IBAN: { id: 'settings.change.IBAN', defaultMessage: 'Bank account', description: 'Audit item' },
  OVT: { id: 'settings.change.OVT', defaultMessage: 'E-invoice address', description: 'Audit item' },
  EInvoiceRequest: {
    id: 'settings.change.EInvoiceRequest',
    defaultMessage: 'E-invoice request',
    description: 'Audit item',
  },
  Phone: { id: 'settings.change.Phone', defaultMessage: 'Phone number', description: 'Audit item' },
  Contacts: { id: 'settings.change.Contacts', defaultMessage: 'Contact details', description: 'Audit item' },
  Language: { id: 'settings.change.Language', defaultMessage: 'Language', description: 'Audit item' },
  Marketing: {
    id: 'settings.change.Marketing',
    defaultMessage: 'Marketing choices',
    description: 'Audit item',
  },
  OutageContacts: {
    id: 'settings.change.OutageContacts',
    defaultMessage: 'Outage notices',
    description: 'Audit item',
  },
  Notifications: { id: 'settings.change.Notifications', defaultMessage: 'Alerts', description: 'Audit item' },
});

export const changeLineMessage = defineMessage<{ item: string; who: string; device: string }>({
  id: 'settings.profile.changeLine',
  defaultMessage: '{item} · {who} · {device}',
  description: 'One account change: what, by whom, from which device',
});
