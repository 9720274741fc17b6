import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

/** What a field error may name: the notice period and the contract's first and last day. */
export type ErrorValues = { days: number; start: string; end: string };

/** A field's problem (moveOutRules.ts and the API's codes) in the user's language. */
export const moveOutErrors: Record<string, MessageDescriptor> = defineMessages({
  REQUIRED: {
    id: 'contracts.moveOut.error.required',
    defaultMessage: 'Fill in this field.',
    description: 'Error',
  },
  DATE_INVALID: {
    id: 'contracts.moveOut.error.date',
    defaultMessage: 'Enter a date as DD.MM.YYYY.',
    description: 'Error: not a date',
  },
  MOVE_OUT_IN_PAST: {
    id: 'contracts.moveOut.error.past',
    defaultMessage: 'The move-out date cannot be in the past.',
    description: 'Error: date before today',
  },
  MOVE_OUT_TOO_LATE: {
    id: 'contracts.moveOut.error.tooLate',
    defaultMessage: 'Give notice at most {days} days ahead.',
    description: 'Error: date too far ahead',
  },
  MOVE_OUT_BEFORE_START: {
    id: 'contracts.moveOut.error.beforeStart',
    defaultMessage: 'The contract starts on {start}: choose that day or later.',
    description: 'Error: date before the contract starts (DD.MM.YYYY)',
  },
  MOVE_OUT_AFTER_END: {
    id: 'contracts.moveOut.error.afterEnd',
    defaultMessage: 'The contract ends by itself on {end}: no notice is needed after that.',
    description: 'Error: date after a fixed term ends (DD.MM.YYYY)',
  },
  READING: {
    id: 'contracts.moveOut.error.reading',
    defaultMessage: 'Enter the reading as whole kilowatt hours, without decimals.',
    description: 'Error: meter reading',
  },
  STREET: {
    id: 'contracts.moveOut.error.street',
    defaultMessage: 'Enter the street address.',
    description: 'Error: street too short',
  },
  POSTAL_CODE: {
    id: 'contracts.moveOut.error.postalCode',
    defaultMessage: 'This is not a postal code of the chosen country.',
    description: 'Error: postal code',
  },
  REASON: { id: 'contracts.moveOut.error.reason', defaultMessage: 'Choose a reason.', description: 'Error' },
  COMMENT: {
    id: 'contracts.moveOut.error.comment',
    defaultMessage: 'The comment can be at most 500 characters.',
    description: 'Error',
  },
  INVALID: {
    id: 'contracts.moveOut.error.invalid',
    defaultMessage: 'Check this field.',
    description: 'Error the form has no better words for',
  },
});

/** The texts of the move-out form and its confirmation (area `contracts`). */
export const moveOutMessages = {
  ...defineMessages({
    title: { id: 'contracts.moveOut.title', defaultMessage: 'Moving out', description: 'Heading' },
    loading: { id: 'contracts.moveOut.loading', defaultMessage: 'Loading', description: 'Accessible label' },
    loadFailed: {
      id: 'contracts.moveOut.loadFailed',
      defaultMessage: 'The contract could not be loaded.',
      description: 'Shown when the move-out page fails to load',
    },
    notAllowed: {
      id: 'contracts.moveOut.notAllowed',
      defaultMessage: 'A move-out cannot be reported for this contract here. Customer service can help.',
      description: 'The contract does not allow moving out in the portal',
    },
    date: { id: 'contracts.moveOut.date', defaultMessage: 'Move-out date', description: 'Label' },
    reading: {
      id: 'contracts.moveOut.reading',
      defaultMessage: 'Final meter reading, kWh (optional)',
      description: 'Label',
    },
    readingHelp: {
      id: 'contracts.moveOut.readingHelp',
      defaultMessage: 'Without a reading, the meter’s own reading of the day is used.',
      description: 'Help text of the meter reading',
    },
    address: {
      id: 'contracts.moveOut.address',
      defaultMessage: 'Address for the final invoice',
      description: 'Heading of the final invoice address',
    },
    street: { id: 'contracts.moveOut.street', defaultMessage: 'Street address', description: 'Label' },
    postalCode: { id: 'contracts.moveOut.postalCode', defaultMessage: 'Postal code', description: 'Label' },
    city: { id: 'contracts.moveOut.city', defaultMessage: 'City', description: 'Label' },
    country: { id: 'contracts.moveOut.country', defaultMessage: 'Country', description: 'Label' },
    reason: { id: 'contracts.moveOut.reason', defaultMessage: 'Reason', description: 'Label' },
    comment: {
      id: 'contracts.moveOut.comment',
      defaultMessage: 'Comment (optional)',
      description: 'Label of a free comment to customer service',
    },
    submit: { id: 'contracts.moveOut.submit', defaultMessage: 'Send notice', description: 'Submit button' },
    fieldsWrong: {
      id: 'contracts.moveOut.fieldsWrong',
      defaultMessage: 'Check the marked fields.',
      description: 'Alert when fields are invalid',
    },
    sendFailed: {
      id: 'contracts.moveOut.sendFailed',
      defaultMessage: 'The notice could not be sent. Please try again.',
      description: 'Alert when sending failed',
    },
    doneTitle: {
      id: 'contracts.moveOut.done',
      defaultMessage: 'Move-out notice received',
      description: 'Heading of the confirmation',
    },
    doneReading: {
      id: 'contracts.moveOut.doneReading',
      defaultMessage: 'Final meter reading',
      description: 'Term on the confirmation',
    },
    noReading: {
      id: 'contracts.moveOut.noReading',
      defaultMessage: 'Read by the meter',
      description: 'No reading given: the meter’s own is used',
    },
    next: {
      id: 'contracts.moveOut.next',
      defaultMessage:
        'Supply under this contract ends on that day. The final invoice comes to the address above; a confirmation is also sent to you. Remember to make a contract for your new home.',
      description: 'What happens next after a move-out notice',
    },
  }),
  intro: defineMessage<{ contract: string }>({
    id: 'contracts.moveOut.intro',
    defaultMessage: 'Give notice that you move out, and supply under {contract} ends on the day you choose.',
    description: 'Intro of the move-out form',
  }),
  dateHelp: defineMessage<{ min: string; max: string }>({
    id: 'contracts.moveOut.dateHelp',
    defaultMessage: 'Between {min} and {max}.',
    description: 'Help text of the date: the first and last allowed day (DD.MM.YYYY)',
  }),
};
