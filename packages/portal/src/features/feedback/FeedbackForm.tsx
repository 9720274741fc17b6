import { useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { feedbackTextMax, type FeedbackContext, type Topic } from '@vool/api-client/browser';
import { Alert } from '@vool/ui/Alert';
import { Button } from '@vool/ui/Button';
import { Form } from '@vool/ui/Form';
import { Radio, RadioGroup } from '@vool/ui/RadioGroup';
import { TextArea } from '@vool/ui/TextArea';
import type { ApiFailure } from '../../app/apiFailure.ts';
import { useSessionQuery } from '../auth/index.ts';
import { ExternalServiceLink } from '../external-services/index.ts';
import { LeaveConfirmation } from '../forms/index.ts';
import { shellMessages } from '../shell/index.ts';
import { useSendFeedbackMutation } from './api.ts';
import * as styles from './feedback.css.ts';
import { messages, problemMessages, ratingNames, ratingQuestions, textHelp } from './messages.ts';
import { markFeedbackSent, offerStore } from './offer.ts';
import {
  emptyFeedback,
  feedbackBody,
  feedbackProblems,
  fields,
  refusedFields,
  type FeedbackProblem,
  type FeedbackValues,
} from './rules.ts';

export interface FeedbackFormProps {
  /** Where it is given: the footer's page (`general`), or the offer after a task. */
  context: FeedbackContext;
  /** The topics to choose from (the page's); without them, the portal in general or the task's. */
  topics?: readonly Topic[];
  onSent: () => void;
  /** Shows "Not now", which closes the form unsent (the offer's). */
  onCancel?: () => void;
  /** Asks before leaving the page with words written (the page's form; an offer's is a side note). */
  guardLeaving?: boolean;
}

/**
 * A short feedback form: a rating of five, a few words, or both, and on the page a topic. Checked by
 * the API's rules before sending and the API's refusals shown at their fields. Once sent, nothing more
 * is offered in this session (offer.ts).
 */
export function FeedbackForm({ context, topics, onSent, onCancel, guardLeaving = false }: FeedbackFormProps) {
  const intl = useIntl();
  const token = useSessionQuery().data?.token;
  const [values, setValues] = useState(emptyFeedback);
  const [problems, setProblems] = useState<Record<string, FeedbackProblem>>({});
  const [failure, setFailure] = useState<'fields' | 'failed' | 'limit' | null>(null);
  const [send, sending] = useSendFeedbackMutation();

  const update = (patch: Partial<FeedbackValues>) => {
    setValues((previous) => ({ ...previous, ...patch }));
    // Either field answers "say something": a change to one clears both.
    setProblems({});
    setFailure(null);
  };
  const say = (field: string, problem: FeedbackProblem) => {
    if (problem === 'EMPTY')
      return intl.formatMessage(
        field === fields.rating ? problemMessages.ratingEmpty : problemMessages.textEmpty,
      );
    if (problem === 'TOO_LONG')
      return intl.formatMessage(problemMessages.tooLong, { max: intl.formatNumber(feedbackTextMax) });
    return intl.formatMessage(problemMessages.invalid);
  };
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const found = feedbackProblems(values);
    if (Object.keys(found).length > 0) {
      setProblems(found);
      setFailure('fields');
      return;
    }
    const result = await send(feedbackBody(values, context));
    if (result.data) {
      if (token) markFeedbackSent(offerStore(), token);
      onSent();
      return;
    }
    const error = result.error as ApiFailure;
    const refused = refusedFields(error);
    setProblems(refused);
    setFailure(Object.keys(refused).length > 0 ? 'fields' : error.status === 429 ? 'limit' : 'failed');
  };

  const failureText = {
    fields: messages.fieldsWrong,
    failed: messages.sendFailed,
    limit: messages.rateLimited,
  };
  const length = values.text.trim().length;
  return (
    <Form
      layout={{ maxWidth: '40rem' }}
      validationBehavior="aria"
      onSubmit={(e) => void submit(e)}
      validationErrors={Object.fromEntries(Object.entries(problems).map(([f, p]) => [f, say(f, p)]))}
    >
      {failure && (
        <Alert tone={failure === 'fields' ? 'warning' : 'danger'}>
          {intl.formatMessage(failureText[failure])}
        </Alert>
      )}
      {topics && topics.length > 0 && (
        <RadioGroup
          name={fields.topic}
          label={intl.formatMessage(messages.topic)}
          orientation="horizontal"
          value={values.topic}
          onChange={(topic) => {
            update({ topic });
          }}
        >
          <Radio value="general">{intl.formatMessage(messages.topicGeneral)}</Radio>
          {topics.map((topic) => (
            <Radio key={topic.id} value={topic.id}>
              {topic.name}
            </Radio>
          ))}
        </RadioGroup>
      )}
      <RadioGroup
        name={fields.rating}
        label={intl.formatMessage(ratingQuestions[context])}
        value={values.rating || null}
        onChange={(rating) => {
          update({ rating });
        }}
      >
        {ratingNames.map((name, index) => (
          <Radio key={index} value={String(index + 1)}>
            {intl.formatMessage(name)}
          </Radio>
        ))}
      </RadioGroup>
      <TextArea
        name={fields.text}
        label={intl.formatMessage(messages.text)}
        rows={4}
        value={values.text}
        onChange={(text) => {
          update({ text });
        }}
        description={intl.formatMessage(textHelp, {
          count: intl.formatNumber(length),
          max: intl.formatNumber(feedbackTextMax),
        })}
      />
      <div className={styles.actions}>
        <Button type="submit" isPending={sending.isLoading}>
          {intl.formatMessage(messages.submit)}
        </Button>
        {onCancel && (
          <Button variant="secondary" onPress={onCancel}>
            {intl.formatMessage(messages.notNow)}
          </Button>
        )}
      </div>
      <ExternalServiceLink
        type="PRIVACY_POLICY"
        newTabLabel={intl.formatMessage(shellMessages.newTab)}
        around={(link) => (
          <p className={styles.note}>
            {intl.formatMessage(messages.privacy)} {link}
          </p>
        )}
      />
      {guardLeaving && <LeaveConfirmation when={values.text.trim() !== ''} />}
    </Form>
  );
}
