import { useEffect, useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ticketTextMax, type Topic } from '@vool/api-client/browser';
import { Alert } from '@vool/ui/Alert';
import { Button } from '@vool/ui/Button';
import { ComboBox, ComboBoxItem } from '@vool/ui/ComboBox';
import { Form } from '@vool/ui/Form';
import { Radio, RadioGroup } from '@vool/ui/RadioGroup';
import { TextArea } from '@vool/ui/TextArea';
import type { ApiFailure } from '../../app/apiFailure.ts';
import { useSite } from '../../app/site.tsx';
import { LeaveConfirmation, RestoreDraftDialog, useFormDraft } from '../forms/index.ts';
import { useCreateTicketMutation } from './api.ts';
import { formMessages as messages, problemMessages, replyMethodNames } from './formMessages.ts';
import { ticketHref } from './href.ts';
import {
  emptyTicket,
  fields,
  limitOf,
  offeredReplyMethods,
  refusedFields,
  ticketBody,
  ticketProblems,
  topicsMatching,
  type TicketProblem,
  type TicketValues,
} from './rules.ts';

const same = (a: TicketValues, b: TicketValues) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A new ticket (spec §5): a topic (one of the site's or the customer's own words), the message and how
 * to answer. Checked by the API's rules before sending; the API's refusals shown at their fields; a
 * draft kept while it has changes; leaving with changes asks first. Once sent, the ticket opens.
 */
export function NewTicketForm({ topics, topicsFailed }: { topics: readonly Topic[]; topicsFailed: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const offered = offeredReplyMethods(useSite().features);
  const [values, setValues] = useState(emptyTicket);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<'fields' | 'failed' | null>(null);
  const [created, setCreated] = useState<number | null>(null);
  const [create, sending] = useCreateTicketMutation();
  const dirty = created === null && !same(values, emptyTicket);
  const draft = useFormDraft({ formId: 'support.newTicket', version: 1, values, touched: dirty });

  // Once the question before leaving is off (this render's effects, the form's children's first).
  useEffect(() => {
    // The ticket page offers feedback on a ticket just sent (its history entry says so).
    if (created !== null) void navigate(ticketHref(created), { replace: true, state: { created: true } });
  }, [created, navigate]);

  const update = (patch: Partial<TicketValues>) => {
    const changed = Object.keys(patch).map((key) => fields[key as keyof typeof fields]) as string[];
    setErrors((previous) =>
      Object.fromEntries(Object.entries(previous).filter(([f]) => !changed.includes(f))),
    );
    setValues((previous) => ({ ...previous, ...patch }));
    setProblem(null);
  };
  const fail = (codes: Record<string, TicketProblem>) => {
    const say = ([field, code]: [string, TicketProblem]): [string, string] => [
      field,
      intl.formatMessage(problemMessages[code], { max: limitOf(field) }),
    ];
    setErrors(Object.fromEntries(Object.entries(codes).map(say)));
    setProblem('fields');
  };
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const codes = ticketProblems(values, offered);
    if (Object.keys(codes).length > 0) {
      fail(codes);
      return;
    }
    const result = await create(ticketBody(values));
    if (result.data) {
      draft.discard();
      setCreated(result.data.id);
      return;
    }
    const refused = refusedFields(result.error as ApiFailure);
    if (Object.keys(refused).length > 0) fail(refused);
    else setProblem('failed');
  };

  return (
    <Form
      layout={{ maxWidth: '40rem' }}
      validationBehavior="aria"
      onSubmit={(e) => void submit(e)}
      validationErrors={errors}
    >
      {problem && (
        <Alert tone="danger">
          {intl.formatMessage(problem === 'fields' ? messages.fieldsWrong : messages.sendFailed)}
        </Alert>
      )}
      {topicsFailed && <Alert tone="warning">{intl.formatMessage(messages.topicsFailed)}</Alert>}
      <ComboBox
        name={fields.topic}
        label={intl.formatMessage(messages.topic)}
        description={intl.formatMessage(messages.topicHelp)}
        emptyState={intl.formatMessage(messages.noTopics)}
        isRequired
        allowsCustomValue
        menuTrigger="focus"
        items={topicsMatching(topics, values.topic)}
        inputValue={values.topic}
        onInputChange={(topic) => {
          update({ topic });
        }}
      >
        {(topic) => <ComboBoxItem id={topic.id}>{topic.name}</ComboBoxItem>}
      </ComboBox>
      <TextArea
        name={fields.message}
        label={intl.formatMessage(messages.message)}
        isRequired
        rows={6}
        value={values.message}
        onChange={(message) => {
          update({ message });
        }}
        description={`${intl.formatNumber(values.message.trim().length)} / ${intl.formatNumber(ticketTextMax)}`}
      />
      <RadioGroup
        name={fields.replyMethod}
        label={intl.formatMessage(messages.replyMethod)}
        isRequired
        value={values.replyMethod || null}
        onChange={(method) => {
          update({ replyMethod: offered.find((m) => m === method) ?? '' });
        }}
      >
        {offered.map((method) => (
          <Radio key={method} value={method}>
            {intl.formatMessage(replyMethodNames[method])}
          </Radio>
        ))}
      </RadioGroup>
      <div>
        <Button type="submit" isPending={sending.isLoading}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </div>
      <RestoreDraftDialog draft={draft} onRestore={setValues} />
      <LeaveConfirmation when={dirty} />
    </Form>
  );
}
