import type {
  AccountChange,
  AddressUpdate,
  BankAccount,
  BankAccountCreate,
  Bank,
  BusinessCodeCheck,
  ClientAddress,
  Contacts,
  ContactsUpdate,
  EInvoiceOperator,
  Me,
  MeUpdate,
  NotificationSetting,
  NotificationSettingInput,
  NotificationSubject,
  OutageAddress,
  OutageContacts,
  OutageContactsUpdate,
  SpotAlert,
  StepUpStatus,
} from '@vool/api-client/browser';
import { api } from '../../app/store/api.ts';
import { call } from '../../app/store/baseQuery.ts';
import { handleErrorsInline } from '../../app/store/errorListener.ts';

const tags = [
  'Me',
  'Contacts',
  'Addresses',
  'BankAccounts',
  'OutageContacts',
  'Notifications',
  'Changes',
] as const;

/**
 * The settings tabs' calls. A change answers the saved state, which replaces the cached one; the
 * account's recent changes are fetched again after any of them.
 */
export const settingsApi = api.enhanceEndpoints({ addTagTypes: tags }).injectEndpoints({
  endpoints: (build) => ({
    updateMe: build.mutation<Me, MeUpdate>({
      query: (body) => call('updateMe', { body }),
      invalidatesTags: ['Me', 'Contacts', 'Changes'],
    }),
    contacts: build.query<Contacts, void>({ query: () => call('contacts'), providesTags: ['Contacts'] }),
    updateContacts: build.mutation<Contacts, ContactsUpdate>({
      query: (body) => call('updateContacts', { body }),
      invalidatesTags: ['Contacts', 'Me', 'Changes', 'OutageContacts', 'Notifications'],
    }),
    addresses: build.query<ClientAddress[], void>({
      query: () => call('addresses'),
      providesTags: ['Addresses'],
    }),
    updateAddress: build.mutation<ClientAddress[], AddressUpdate>({
      query: (body) => call('updateAddress', { body }),
      invalidatesTags: ['Addresses', 'Changes'],
    }),
    bankAccounts: build.query<BankAccount[], void>({
      query: () => call('bankAccounts'),
      providesTags: ['BankAccounts'],
    }),
    createBankAccount: build.mutation<BankAccount, BankAccountCreate>({
      query: (body) => call('createBankAccount', { body }),
      invalidatesTags: ['BankAccounts', 'Changes'],
    }),
    deleteBankAccount: build.mutation<undefined, number>({
      query: (bankAccountId) =>
        call('deleteBankAccount', { params: { bankAccountId: String(bankAccountId) } }),
      invalidatesTags: ['BankAccounts', 'Changes'],
    }),
    banks: build.query<Bank[], void>({ query: () => call('banks', { query: { type: 'payment' } }) }),
    eInvoiceOperators: build.query<EInvoiceOperator[], void>({ query: () => call('eInvoiceOperators') }),
    businessCode: build.query<BusinessCodeCheck, string>({
      query: (code) => call('validateBusinessCode', { params: { code } }),
    }),
    outageAddresses: build.query<OutageAddress[], void>({ query: () => call('outageAddresses') }),
    outageContacts: build.query<OutageContacts, string>({
      query: (contractId) => call('outageContacts', { query: { contractId } }),
      providesTags: ['OutageContacts'],
    }),
    updateOutageContacts: build.mutation<OutageContacts, OutageContactsUpdate>({
      query: (body) => call('updateOutageContacts', { body }),
      invalidatesTags: ['OutageContacts', 'Changes'],
    }),
    spotAlert: build.query<SpotAlert, void>({
      query: () => call('spotAlert'),
      providesTags: ['Notifications'],
    }),
    updateSpotAlert: build.mutation<SpotAlert, SpotAlert>({
      query: (body) => call('updateSpotAlert', { body }),
      invalidatesTags: ['Notifications', 'Changes'],
    }),
    notificationSubjects: build.query<NotificationSubject[], void>({
      query: () => call('notificationSubjects'),
    }),
    notificationSettings: build.query<NotificationSetting[], void>({
      query: () => call('notificationSettings'),
      providesTags: ['Notifications'],
    }),
    saveNotificationSetting: build.mutation<
      NotificationSetting,
      { id: number | undefined; body: NotificationSettingInput }
    >({
      query: ({ id, body }) =>
        id === undefined
          ? call('createNotificationSetting', { body })
          : call('updateNotificationSetting', { params: { id: String(id) }, body }),
      invalidatesTags: ['Notifications', 'Changes'],
    }),
    accountChanges: build.query<AccountChange[], void>({
      query: () => call('accountChanges'),
      providesTags: ['Changes'],
    }),
    stepUpStatus: build.query<StepUpStatus, void>({ query: () => call('stepUpStatus') }),
    stepUp: build.mutation<{ url: string }, string>({
      query: (returnUrl) => call('stepUp', { body: { returnUrl } }),
    }),
  }),
});

// Each tab says itself what failed: at the field, or above the form with a way to try again.
handleErrorsInline(
  'updateMe',
  'contacts',
  'updateContacts',
  'addresses',
  'updateAddress',
  'bankAccounts',
  'createBankAccount',
  'deleteBankAccount',
  'businessCode',
  'outageAddresses',
  'outageContacts',
  'updateOutageContacts',
  'spotAlert',
  'updateSpotAlert',
  'notificationSubjects',
  'notificationSettings',
  'saveNotificationSetting',
  'accountChanges',
  'stepUp',
);

export const {
  useUpdateMeMutation,
  useContactsQuery,
  useUpdateContactsMutation,
  useAddressesQuery,
  useUpdateAddressMutation,
  useBankAccountsQuery,
  useCreateBankAccountMutation,
  useDeleteBankAccountMutation,
  useBanksQuery,
  useEInvoiceOperatorsQuery,
  useBusinessCodeQuery,
  useOutageAddressesQuery,
  useOutageContactsQuery,
  useUpdateOutageContactsMutation,
  useSpotAlertQuery,
  useUpdateSpotAlertMutation,
  useNotificationSubjectsQuery,
  useNotificationSettingsQuery,
  useSaveNotificationSettingMutation,
  useAccountChangesQuery,
  useStepUpMutation,
} = settingsApi;
