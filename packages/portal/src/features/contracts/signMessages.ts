import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

type Outcome = 'refused' | 'expired' | 'cancelled' | 'error';

const outcomes: Record<Outcome, [MessageDescriptor, MessageDescriptor]> = {
  refused: [
    defineMessage({
      id: 'contracts.sign.refused',
      defaultMessage: 'Signing refused',
      description: 'Heading: the signer refused on their phone',
    }),
    defineMessage({
      id: 'contracts.sign.refusedText',
      defaultMessage: 'You refused the signing on your device, so nothing was agreed. You can start again.',
      description: 'Text after the signer refused',
    }),
  ],
  expired: [
    defineMessage({
      id: 'contracts.sign.expired',
      defaultMessage: 'The time to sign ran out',
      description: 'Heading: no answer from the signer in time',
    }),
    defineMessage({
      id: 'contracts.sign.expiredText',
      defaultMessage:
        'The signing was not confirmed in time, so nothing was agreed. Start again and confirm on your device within two minutes.',
      description: 'Text after the signing expired',
    }),
  ],
  cancelled: [
    defineMessage({
      id: 'contracts.sign.cancelled',
      defaultMessage: 'Signing cancelled',
      description: 'Heading: the customer cancelled the signing',
    }),
    defineMessage({
      id: 'contracts.sign.cancelledText',
      defaultMessage: 'The signing was cancelled and nothing was agreed.',
      description: 'Text after the signing was cancelled',
    }),
  ],
  error: [
    defineMessage({
      id: 'contracts.sign.error',
      defaultMessage: 'Signing failed',
      description: 'Heading: the signing service failed',
    }),
    defineMessage({
      id: 'contracts.sign.errorText',
      defaultMessage:
        'The signing service could not complete the signing, so nothing was agreed. Please try again.',
      description: 'Text after the signing gateway failed',
    }),
  ],
};

/** The texts of the signing step and its confirmations (area `contracts`). */
export const signMessages = {
  outcomes,
  ...defineMessages({
    title: {
      id: 'contracts.sign.title',
      defaultMessage: 'Confirm on your phone',
      description: 'Heading while the signer is asked to sign on their device',
    },
    codeTitle: {
      id: 'contracts.sign.codeTitle',
      defaultMessage: 'Verification code',
      description: 'Heading of the four-digit code',
    },
    codeCheck: {
      id: 'contracts.sign.codeCheck',
      defaultMessage: 'Check that your phone shows the same code. If it does not, do not sign.',
      description: 'Instruction under the verification code',
    },
    unreachable: {
      id: 'contracts.sign.unreachable',
      defaultMessage: 'We cannot reach the signing service right now. We keep trying.',
      description: 'Shown while the signing status cannot be asked',
    },
    cancelFailed: {
      id: 'contracts.sign.cancelFailed',
      defaultMessage: 'The signing could not be cancelled. Please try again, or refuse it on your device.',
      description: 'Shown when cancelling failed',
    },
    cancel: { id: 'contracts.sign.cancel', defaultMessage: 'Cancel signing', description: 'Button' },
    startAgain: {
      id: 'contracts.sign.startAgain',
      defaultMessage: 'Start again',
      description: 'Link back to the offer or new contract after a failed signing',
    },
    toContracts: {
      id: 'contracts.sign.toContracts',
      defaultMessage: 'To your contracts',
      description: 'Link',
    },
    notFound: {
      id: 'contracts.sign.notFound',
      defaultMessage: 'Signing not found',
      description: 'Heading when the address names no signing of this session',
    },
    notFoundText: {
      id: 'contracts.sign.notFoundText',
      defaultMessage: 'This signing is not known here. It may have been started in another session.',
      description: 'Text when the signing is not found',
    },
    signed: { id: 'contracts.sign.signed', defaultMessage: 'Signed', description: 'Heading once signed' },
    finalizing: {
      id: 'contracts.sign.finalizing',
      defaultMessage: 'Thank you. We are making the change to your contract.',
      description: 'Text while the signed change is made',
    },
    finalizeFailed: {
      id: 'contracts.sign.finalizeFailed',
      defaultMessage: 'Your signature was received, but the change could not be made yet.',
      description: 'Shown when finalizing a signed agreement failed',
    },
    pending: {
      id: 'contracts.sign.pending',
      defaultMessage: 'You started signing this and have not confirmed it yet.',
      description: 'Notice on a flow’s page when its signing still waits for the signer',
    },
    continueSigning: {
      id: 'contracts.sign.continue',
      defaultMessage: 'Continue signing',
      description: 'Link back to a signing in progress',
    },
    retry: { id: 'contracts.sign.retry', defaultMessage: 'Try again', description: 'Button' },
    loading: {
      id: 'contracts.sign.loading',
      defaultMessage: 'Loading the signing',
      description: 'Accessible label',
    },
    doneRenewal: {
      id: 'contracts.done.renewal',
      defaultMessage: 'Your contract is renewed',
      description: 'Heading of the renewal confirmation',
    },
    doneNew: {
      id: 'contracts.done.new',
      defaultMessage: 'Your new contract is signed',
      description: 'Heading of the new contract confirmation',
    },
    agreed: { id: 'contracts.done.agreed', defaultMessage: 'What was agreed', description: 'Heading' },
    product: { id: 'contracts.done.product', defaultMessage: 'Product', description: 'Term' },
    from: {
      id: 'contracts.done.from',
      defaultMessage: 'Starts',
      description: 'Term: first day of the contract',
    },
    number: { id: 'contracts.done.number', defaultMessage: 'Contract number', description: 'Term' },
    signedDocument: {
      id: 'contracts.done.document',
      defaultMessage: 'Download the signed agreement',
      description: 'Button that saves the signed PDF',
    },
    doneNext: {
      id: 'contracts.done.next',
      defaultMessage: 'A copy of the agreement is also sent to you. Your contracts show the new product.',
      description: 'What happens next, on a confirmation',
    },
    loadFailed: {
      id: 'contracts.done.loadFailed',
      defaultMessage: 'The agreement could not be loaded.',
      description: 'Shown when the confirmation fails to load',
    },
  }),
  instructions: defineMessage<{ product: string }>({
    id: 'contracts.sign.instructions',
    defaultMessage: 'Open your e-ID app and confirm that you sign the agreement for {product}.',
    description: 'Instruction while signing',
  }),
  timeLeft: defineMessage<{ time: string }>({
    id: 'contracts.sign.timeLeft',
    defaultMessage: 'Time left: {time}',
    description: 'Time left to sign, m:ss',
  }),
  leaveBody: defineMessage({
    id: 'contracts.sign.leaveBody',
    defaultMessage:
      'The request stays on your phone until it expires. You can come back to it from the offer page, but nothing is agreed until you sign.',
    description: 'Body of the question asked before leaving the signing page while signing is under way',
  }),
};
