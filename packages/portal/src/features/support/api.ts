import type {
  NewTicket,
  SupportChannels,
  Ticket,
  TicketComment,
  TicketDetail,
  Tickets,
  Topics,
} from '@vool/api-client/browser';
import { api } from '../../app/store/api.ts';
import { call } from '../../app/store/baseQuery.ts';
import { handleErrorsInline } from '../../app/store/errorListener.ts';

const list = { type: 'Tickets', id: 'LIST' } as const;
const one = (id: number) => ({ type: 'Tickets', id }) as const;

const tagged = api.enhanceEndpoints({ addTagTypes: ['Tickets'] });

/**
 * The support page's calls. They load with its pages. Topics and channels are asked in the user's
 * language (the locale cookie), so the locale is part of their cache key.
 */
export const supportApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    supportChannels: build.query<SupportChannels, string>({
      query: () => call('supportChannels'),
    }),
    feedbackTopics: build.query<Topics, string>({
      query: () => call('feedbackTopics'),
    }),
    tickets: build.query<Tickets, void>({
      query: () => call('tickets'),
      providesTags: [list],
    }),
    ticket: build.query<TicketDetail, number>({
      query: (id) => call('ticket', { params: { id: String(id) } }),
      providesTags: (_answer, _error, id) => [one(id)],
      // Opening a ticket reads its replies: the list's unread marker is then out of date.
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(tagged.util.invalidateTags([list]));
        } catch {
          // The page shows the failure.
        }
      },
    }),
    createTicket: build.mutation<Ticket, NewTicket>({
      query: (body) => call('createTicket', { body }),
      invalidatesTags: [list],
    }),
    // Spec §7: commenting and cancelling refresh the cached ticket (and the list's last update).
    commentTicket: build.mutation<unknown, { id: number; body: TicketComment }>({
      query: ({ id, body }) => call('commentTicket', { params: { id: String(id) }, body }),
      invalidatesTags: (_answer, _error, { id }) => [one(id), list],
    }),
    cancelTicket: build.mutation<unknown, number>({
      query: (id) => call('cancelTicket', { params: { id: String(id) } }),
      invalidatesTags: (_answer, _error, id) => [one(id), list],
    }),
  }),
});

// Each of these screens says itself what failed, with a way to try again.
handleErrorsInline(
  'supportChannels',
  'feedbackTopics',
  'tickets',
  'ticket',
  'createTicket',
  'commentTicket',
  'cancelTicket',
);

export const {
  useSupportChannelsQuery,
  useFeedbackTopicsQuery,
  useTicketsQuery,
  useTicketQuery,
  useCreateTicketMutation,
  useCommentTicketMutation,
  useCancelTicketMutation,
} = supportApi;
