import type { PushCustomerInfo, PushDevices } from '@vool/api-client/browser';
import { api } from '../../app/store/api.ts';
import { call } from '../../app/store/baseQuery.ts';
import { handleErrorsInline } from '../../app/store/errorListener.ts';

/** Spec §7 /api/notifications: whether this device is linked, and the client's devices. */
export const pushApi = api.enhanceEndpoints({ addTagTypes: ['Push'] }).injectEndpoints({
  endpoints: (build) => ({
    pushCustomerInfo: build.query<PushCustomerInfo, void>({
      query: () => call('pushCustomerInfo'),
      providesTags: ['Push'],
    }),
    pushDevices: build.query<PushDevices, void>({
      query: () => call('pushDevices'),
      providesTags: ['Push'],
    }),
    deletePushDevice: build.mutation<void, number>({
      query: (id) => call('deletePushDevice', { params: { id: String(id) } }),
      invalidatesTags: ['Push'],
    }),
  }),
});

// The tab shows their failures itself, with a way to try again.
handleErrorsInline('pushCustomerInfo', 'pushDevices');

export const { usePushCustomerInfoQuery, usePushDevicesQuery, useDeletePushDeviceMutation } = pushApi;
