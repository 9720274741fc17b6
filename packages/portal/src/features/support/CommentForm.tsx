import { useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { ticketTextMax } from '@vool/api-client/browser';
import { Alert } from '@vool/ui/Alert';
import { Button } from '@vool/ui/Button';
import { Form } from '@vool/ui/Form';
import { TextArea } from '@vool/ui/TextArea';
import type { ApiFailure } from '../../app/apiFailure.ts';
import { LeaveConfirmation } from '../forms/index.ts';
import { useCommentTicketMutation } from './api.ts';
import { formMessages as messages, problemMessages } from './formMessages.ts';
import { commentField, refusedFields, textProblem } from './rules.ts';

/** A comment on a ticket (only while `actions.comment`): the same rules as a ticket's message. */
export function CommentForm({ id }: { id: number }) {
  const intl = useIntl();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const [send, sending] = useCommentTicketMutation();
  const say = (code: keyof typeof problemMessages) =>
    intl.formatMessage(problemMessages[code], { max: ticketTextMax });

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const problem = textProblem(comment, ticketTextMax);
    if (problem) {
      setError(say(problem));
      return;
    }
    const result = await send({ id, body: { comment: comment.trim() } });
    if (!result.error) {
      setComment('');
      setOutcome('sent');
      return;
    }
    const refused = refusedFields(result.error as ApiFailure)[commentField];
    if (refused) setError(say(refused));
    else setOutcome('failed');
  };

  return (
    <Form
      layout={{ maxWidth: '40rem' }}
      validationBehavior="aria"
      onSubmit={(e) => void submit(e)}
      validationErrors={error ? { [commentField]: error } : {}}
    >
      {outcome && (
        <Alert tone={outcome === 'sent' ? 'success' : 'danger'}>
          {intl.formatMessage(outcome === 'sent' ? messages.commentSent : messages.sendFailed)}
        </Alert>
      )}
      <TextArea
        name={commentField}
        label={intl.formatMessage(messages.comment)}
        rows={4}
        value={comment}
        onChange={(value) => {
          setComment(value);
          setError(null);
          setOutcome(null);
        }}
      />
      <div>
        <Button type="submit" isPending={sending.isLoading}>
          {intl.formatMessage(messages.commentSend)}
        </Button>
      </div>
      <LeaveConfirmation when={comment.trim() !== ''} />
    </Form>
  );
}
