import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { FeedbackContext } from '@vool/api-client/browser';

/** The feedback page's, form's and offer's texts (area `feedback`: they load with the form or the offer). */
export const messages = defineMessages({
  title: { id: 'feedback.title', defaultMessage: 'Feedback', description: 'Heading of the feedback page' },
  intro: {
    id: 'feedback.intro',
    defaultMessage:
      'Tell us what works and what could be better. We read every message but do not answer here: for a question, contact customer service.',
    description: 'Text above the feedback form on its page',
  },
  loading: {
    id: 'feedback.loading',
    defaultMessage: 'Loading the feedback form',
    description: 'Accessible label while the feedback form loads',
  },
  topic: {
    id: 'feedback.form.topic',
    defaultMessage: 'What is it about?',
    description: 'Label of the feedback’s topic choice',
  },
  topicGeneral: {
    id: 'feedback.form.topicGeneral',
    defaultMessage: 'The portal in general',
    description: 'Topic choice: feedback on no topic in particular',
  },
  text: {
    id: 'feedback.form.text',
    defaultMessage: 'What would you like to tell us?',
    description: 'Label of the feedback’s free text',
  },
  privacy: {
    id: 'feedback.form.privacy',
    defaultMessage: 'How we handle what you send:',
    description: 'Before the link to the site’s privacy policy, below the feedback form',
  },
  submit: { id: 'feedback.form.submit', defaultMessage: 'Send feedback', description: 'Sends the feedback' },
  notNow: {
    id: 'feedback.form.notNow',
    defaultMessage: 'Not now',
    description: 'Closes the feedback form offered after a task without sending it',
  },
  fieldsWrong: {
    id: 'feedback.form.fieldsWrong',
    defaultMessage: 'Check the marked fields.',
    description: 'Shown above the feedback form when a field has an error',
  },
  sendFailed: {
    id: 'feedback.form.sendFailed',
    defaultMessage: 'Sending failed. Try again in a moment.',
    description: 'Shown when sending feedback fails',
  },
  rateLimited: {
    id: 'feedback.form.rateLimited',
    defaultMessage: 'You have sent a lot of feedback today: thank you! You can send more tomorrow.',
    description: 'Shown when the day’s feedback limit is reached',
  },
  sent: {
    id: 'feedback.sent',
    defaultMessage: 'Thank you for your feedback!',
    description: 'Shown once feedback was sent',
  },
  sentText: {
    id: 'feedback.sentText',
    defaultMessage: 'It goes to the team that makes this portal.',
    description: 'Below the thanks on the feedback page',
  },
  home: {
    id: 'feedback.home',
    defaultMessage: 'Back to the front page',
    description: 'Link from the feedback page’s thanks to the dashboard',
  },
  offerTitle: {
    id: 'feedback.offer.title',
    defaultMessage: 'How did it go?',
    description: 'Title of the small offer to give feedback after a payment, a signing or a new request',
  },
  offerText: {
    id: 'feedback.offer.text',
    defaultMessage: 'Tell us in a minute: your feedback helps us make the portal better.',
    description: 'Text of the offer to give feedback',
  },
  offerGive: {
    id: 'feedback.offer.give',
    defaultMessage: 'Give feedback',
    description: 'Opens the feedback form from the offer',
  },
  offerDismiss: {
    id: 'feedback.offer.dismiss',
    defaultMessage: 'No thanks',
    description: 'Accessible name of the button that closes the feedback offer',
  },
  offerFormTitle: {
    id: 'feedback.offer.formTitle',
    defaultMessage: 'Your feedback',
    description: 'Heading of the feedback form opened from the offer',
  },
  close: {
    id: 'feedback.close',
    defaultMessage: 'Close',
    description: 'Accessible name of the button that closes the thanks after feedback',
  },
});

/** Help below the text: no personal details, and the characters used of the most allowed. */
export const textHelp = defineMessage<{ count: string; max: string }>({
  id: 'feedback.form.textHelp',
  defaultMessage: 'Leave out personal details such as your personal code. {count} / {max}',
  description: 'Help below the feedback text: no personal details, and characters used of the most allowed',
});

/** The rating's question, by where the feedback is given. */
export const ratingQuestions: Record<FeedbackContext, MessageDescriptor> = defineMessages({
  general: {
    id: 'feedback.rating.general',
    defaultMessage: 'How satisfied are you with the customer portal?',
    description: 'Rating question of the feedback page',
  },
  payment: {
    id: 'feedback.rating.payment',
    defaultMessage: 'How satisfied are you with paying your invoice in the portal?',
    description: 'Rating question offered after a payment',
  },
  signing: {
    id: 'feedback.rating.signing',
    defaultMessage: 'How satisfied are you with signing your contract in the portal?',
    description: 'Rating question offered after a contract was signed',
  },
  ticket: {
    id: 'feedback.rating.ticket',
    defaultMessage: 'How satisfied are you with sending your request?',
    description: 'Rating question offered after a support request was sent',
  },
});

/** The five ratings, 1 to 5. */
export const ratingNames: readonly MessageDescriptor[] = Object.values(
  defineMessages({
    one: { id: 'feedback.rating.1', defaultMessage: 'Very dissatisfied', description: 'Rating 1 of 5' },
    two: { id: 'feedback.rating.2', defaultMessage: 'Dissatisfied', description: 'Rating 2 of 5' },
    three: { id: 'feedback.rating.3', defaultMessage: 'Neutral', description: 'Rating 3 of 5' },
    four: { id: 'feedback.rating.4', defaultMessage: 'Satisfied', description: 'Rating 4 of 5' },
    five: { id: 'feedback.rating.5', defaultMessage: 'Very satisfied', description: 'Rating 5 of 5' },
  }),
);

/** What a field's problem says, at the field. */
export const problemMessages = {
  ratingEmpty: defineMessage({
    id: 'feedback.problem.ratingEmpty',
    defaultMessage: 'Choose a rating, or write a few words below.',
    description: 'Error at the rating when neither a rating nor text was given',
  }),
  textEmpty: defineMessage({
    id: 'feedback.problem.textEmpty',
    defaultMessage: 'Write a few words, or choose a rating above.',
    description: 'Error at the text when neither a rating nor text was given',
  }),
  tooLong: defineMessage<{ max: string }>({
    id: 'feedback.problem.tooLong',
    defaultMessage: 'Shorten this to at most {max} characters.',
    description: 'Error at the feedback text when it is too long',
  }),
  invalid: defineMessage({
    id: 'feedback.problem.invalid',
    defaultMessage: 'Check this answer.',
    description: 'Error at a feedback field the server refused',
  }),
} satisfies Record<string, MessageDescriptor>;
