import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { ReplyMethod, TicketStatus } from '@vool/api-client/browser';
import type { TicketProblem } from './rules.ts';

/** The new-ticket form's and the comment form's texts, and their errors (area `support`). */
export const formMessages = defineMessages({
  title: {
    id: 'support.form.title',
    defaultMessage: 'New request',
    description: 'Heading of the new-ticket form',
  },
  intro: {
    id: 'support.form.intro',
    defaultMessage: 'Tell customer service what you need. You will find the answers on this page.',
    description: 'Text above the new-ticket form',
  },
  topic: { id: 'support.form.topic', defaultMessage: 'Topic', description: 'Label of the ticket’s topic' },
  topicHelp: {
    id: 'support.form.topicHelp',
    defaultMessage: 'Choose from the list or write your own.',
    description: 'Help below the topic field',
  },
  noTopics: {
    id: 'support.form.noTopics',
    defaultMessage: 'No listed topic matches: your own words will be sent.',
    description: 'Shown in the topic list when nothing matches what was typed',
  },
  topicsFailed: {
    id: 'support.form.topicsFailed',
    defaultMessage: 'The list of topics could not be loaded: write the topic yourself.',
    description: 'Shown when the feedback topics fail to load',
  },
  message: {
    id: 'support.form.message',
    defaultMessage: 'Message',
    description: 'Label of the ticket’s text',
  },
  replyMethod: {
    id: 'support.form.replyMethod',
    defaultMessage: 'How should we answer?',
    description: 'Label of the reply method choice',
  },
  submit: { id: 'support.form.submit', defaultMessage: 'Send request', description: 'Sends a new ticket' },
  fieldsWrong: {
    id: 'support.form.fieldsWrong',
    defaultMessage: 'Check the marked fields.',
    description: 'Shown above a form whose fields have errors',
  },
  sendFailed: {
    id: 'support.form.sendFailed',
    defaultMessage: 'Sending failed. Try again in a moment.',
    description: 'Shown when sending a ticket or comment fails',
  },
  comment: {
    id: 'support.comment.label',
    defaultMessage: 'Add a comment',
    description: 'Label of the comment field',
  },
  commentSend: {
    id: 'support.comment.send',
    defaultMessage: 'Send',
    description: 'Sends a comment on a ticket',
  },
  commentSent: {
    id: 'support.comment.sent',
    defaultMessage: 'Your comment was sent.',
    description: 'Confirmation after a comment was added',
  },
  cancel: {
    id: 'support.cancel',
    defaultMessage: 'Cancel request',
    description: 'Button that cancels a ticket',
  },
  cancelTitle: {
    id: 'support.cancel.title',
    defaultMessage: 'Cancel this request?',
    description: 'Title of the dialog confirming a ticket’s cancellation',
  },
  cancelConfirm: {
    id: 'support.cancel.confirm',
    defaultMessage: 'Cancel request',
    description: 'Confirms cancelling a ticket',
  },
  cancelKeep: {
    id: 'support.cancel.keep',
    defaultMessage: 'Keep it',
    description: 'Closes the dialog, keeping the ticket',
  },
  cancelFailed: {
    id: 'support.cancel.failed',
    defaultMessage: 'The request could not be cancelled. Try again in a moment.',
    description: 'Shown when cancelling a ticket fails',
  },
});

export const cancelText = defineMessage<{ number: string }>({
  id: 'support.cancel.text',
  defaultMessage: 'Customer service will stop working on {number}. You cannot undo this.',
  description: 'Body of the dialog confirming a ticket’s cancellation',
});

export const problemMessages: Record<TicketProblem, MessageDescriptor> = defineMessages({
  REQUIRED: {
    id: 'support.error.required',
    defaultMessage: 'Fill in this field.',
    description: 'A required field is empty',
  },
  TOO_LONG: {
    id: 'support.error.tooLong',
    defaultMessage: 'Shorten this to at most {max, number} characters.',
    description: 'A text is longer than the API takes; {max} is the limit',
  },
  INVALID: {
    id: 'support.error.invalid',
    defaultMessage: 'Customer service could not accept this. Check it.',
    description: 'The API refused a field for another reason',
  },
});

export const replyMethodNames: Record<ReplyMethod, MessageDescriptor> = defineMessages({
  EMAIL: { id: 'support.reply.EMAIL', defaultMessage: 'By e-mail', description: 'Reply method: e-mail' },
  PHONE: { id: 'support.reply.PHONE', defaultMessage: 'By phone', description: 'Reply method: a phone call' },
  PUSH: {
    id: 'support.reply.PUSH',
    defaultMessage: 'As an app notification',
    description: 'Reply method: push',
  },
  NONE: {
    id: 'support.reply.NONE',
    defaultMessage: 'Only here in the portal',
    description: 'Reply method: no message, the answer is read on the support page',
  },
});

export const statusNames: Record<TicketStatus, MessageDescriptor> = defineMessages({
  OPEN: { id: 'support.status.OPEN', defaultMessage: 'Open', description: 'Ticket status TS1' },
  ASSIGNED: {
    id: 'support.status.ASSIGNED',
    defaultMessage: 'In progress',
    description: 'Ticket status TS2',
  },
  CANCELLED: {
    id: 'support.status.CANCELLED',
    defaultMessage: 'Cancelled',
    description: 'Ticket status TS3',
  },
  RESOLVED: { id: 'support.status.RESOLVED', defaultMessage: 'Resolved', description: 'Ticket status TS4' },
});

export const statusTexts: Record<TicketStatus, MessageDescriptor> = defineMessages({
  OPEN: {
    id: 'support.statusText.OPEN',
    defaultMessage: 'Received. Customer service will pick it up soon.',
    description: 'What status OPEN means for the customer',
  },
  ASSIGNED: {
    id: 'support.statusText.ASSIGNED',
    defaultMessage: 'Customer service is working on it.',
    description: 'What status ASSIGNED means for the customer',
  },
  CANCELLED: {
    id: 'support.statusText.CANCELLED',
    defaultMessage: 'Cancelled. Customer service will not work on it.',
    description: 'What status CANCELLED means for the customer',
  },
  RESOLVED: {
    id: 'support.statusText.RESOLVED',
    defaultMessage: 'Resolved. Write a new request if you need more help.',
    description: 'What status RESOLVED means for the customer',
  },
});
