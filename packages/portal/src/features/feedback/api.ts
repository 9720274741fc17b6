import type { FeedbackReceipt, NewFeedback, Topics } from '@vool/api-client/browser';
import { api } from '../../app/store/api.ts';
import { call } from '../../app/store/baseQuery.ts';
import { handleErrorsInline } from '../../app/store/errorListener.ts';

/**
 * The feedback form's calls: they load with the form. The topics are the support form's call under a
 * name of this feature's own (features keep their endpoints apart), asked in the user's language.
 */
export const feedbackApi = api.injectEndpoints({
  endpoints: (build) => ({
    feedbackFormTopics: build.query<Topics, string>({
      query: () => call('feedbackTopics'),
    }),
    sendFeedback: build.mutation<FeedbackReceipt, NewFeedback>({
      query: (body) => call('sendFeedback', { body }),
    }),
  }),
});

// The form says what failed; without topics it offers the portal in general only.
handleErrorsInline('feedbackFormTopics', 'sendFeedback');

export const { useFeedbackFormTopicsQuery, useSendFeedbackMutation } = feedbackApi;
