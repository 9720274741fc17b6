import { useEffect, useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { ValidationResult } from 'react-aria-components/TextField';
import {
  moveOutDateProblem,
  moveOutReasons,
  type ContractDetail,
  type MoveOutBody,
} from '@vool/api-client/browser';
import { Alert } from '@vool/ui/Alert';
import { Button } from '@vool/ui/Button';
import { Form } from '@vool/ui/Form';
import { Radio, RadioGroup } from '@vool/ui/RadioGroup';
import { TextArea } from '@vool/ui/TextArea';
import { TextField } from '@vool/ui/TextField';
import type { ApiFailure } from '../../app/apiFailure.ts';
import { formatSiteDate } from '../../i18n/format.ts';
import { LeaveConfirmation, RestoreDraftDialog, useFormDraft } from '../forms/index.ts';
import { shell } from '../shell/index.ts';
import { useMoveOutMutation } from './api.ts';
import { AddressFields } from './AddressFields.tsx';
import { DateField } from './DateField.tsx';
import { fields, moveOutBody, moveOutProblems, moveOutRange, type MoveOutValues } from './moveOutRules.ts';
import { moveOutMessages as messages } from './moveOutMessages.ts';
import { names } from './names.ts';
import { useMoveOutErrors } from './useMoveOutErrors.ts';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The API's refusal, at the fields it names (JSON pointers), in the form's words. */
function refusedFields(failure: ApiFailure): Record<string, string> {
  const code = failure.code ?? 'INVALID';
  const named = Object.keys(failure.fields ?? {});
  if (named.length > 0) return Object.fromEntries(named.map((field) => [field, code]));
  return code.startsWith('MOVE_OUT_') ? { [fields.date]: code } : {};
}

/**
 * A move-out notice: the date (today to 90 days ahead, within the contract), an optional final reading,
 * the final invoice's address and the reason. Checked by the shared rules before sending; the API's
 * refusals shown at their fields; a draft kept while it has changes; leaving with changes asks first.
 */
export function MoveOutForm({
  contract,
  initial,
  today,
}: {
  contract: ContractDetail;
  initial: MoveOutValues;
  today: string;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const dates = { today, startDate: contract.startDate, endDate: contract.endDate };
  const range = moveOutRange(dates);
  const { translate, fieldError } = useMoveOutErrors(contract);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<'fields' | 'failed' | null>(null);
  const [sent, setSent] = useState<MoveOutBody | null>(null);
  const [moveOut, sending] = useMoveOutMutation();
  const dirty = !sent && !same(values, initial);
  const draft = useFormDraft({
    formId: `contracts.moveOut.${String(contract.id)}`,
    version: 1,
    values,
    touched: dirty,
  });

  // Once the question before leaving is off (this render's effects, the form's children's first).
  useEffect(() => {
    if (sent) void navigate(`/contracts/${String(contract.id)}/move-out/confirmation`, { state: sent });
  }, [sent, navigate, contract.id]);

  const update = (patch: Partial<MoveOutValues>) => {
    // A changed field's error goes: left standing, it would block the next native submit.
    const changed: string[] = Object.keys(patch).map((key) => fields[key as keyof typeof fields]);
    setErrors((previous) =>
      Object.fromEntries(Object.entries(previous).filter(([f]) => !changed.includes(f))),
    );
    setValues((previous) => ({ ...previous, ...patch }));
    setProblem(null);
  };
  const fail = (codes: Record<string, string>) => {
    setErrors(Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, translate(code)])));
    setProblem('fields');
  };
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const codes = moveOutProblems(values, dates);
    if (Object.keys(codes).length > 0) {
      fail(codes);
      return;
    }
    const body = moveOutBody(values);
    const result = await moveOut({ id: contract.id, body });
    if (!result.error) {
      draft.discard();
      setSent(body);
      return;
    }
    const failure = result.error as ApiFailure;
    const refused = failure.status === 422 ? refusedFields(failure) : {};
    if (Object.keys(refused).length > 0) fail(refused);
    else setProblem('failed');
  };
  const dateError = (validation: ValidationResult) =>
    validation.validationDetails.rangeUnderflow || validation.validationDetails.rangeOverflow
      ? translate(moveOutDateProblem(values.date, dates) ?? 'INVALID')
      : fieldError(validation);

  return (
    <Form layout={{ maxWidth: '40rem' }} onSubmit={(e) => void submit(e)} validationErrors={errors}>
      {problem && (
        <Alert tone="danger">
          {intl.formatMessage(problem === 'fields' ? messages.fieldsWrong : messages.sendFailed)}
        </Alert>
      )}
      <DateField
        name={fields.date}
        label={intl.formatMessage(messages.date)}
        description={intl.formatMessage(messages.dateHelp, {
          min: formatSiteDate(range.min),
          max: formatSiteDate(range.max),
        })}
        isRequired
        minValue={range.min}
        maxValue={range.max}
        value={values.date}
        onChange={(date) => {
          update({ date });
        }}
        errorMessage={dateError}
      />
      {/* A reading is copied digit by digit from the meter's display: a text field, not a stepper. */}
      <TextField
        name={fields.meterReading}
        label={intl.formatMessage(messages.reading)}
        description={intl.formatMessage(messages.readingHelp)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        value={values.meterReading}
        onChange={(meterReading) => {
          update({ meterReading });
        }}
        errorMessage={fieldError}
      />
      <h2 className={shell.sectionTitle}>{intl.formatMessage(messages.address)}</h2>
      <AddressFields values={values} onChange={update} fieldError={fieldError} />
      <RadioGroup
        name={fields.reason}
        label={intl.formatMessage(messages.reason)}
        isRequired
        value={values.reason || null}
        onChange={(reason) => {
          update({ reason: moveOutReasons.find((r) => r === reason) ?? '' });
        }}
        errorMessage={fieldError}
      >
        {moveOutReasons.map((reason) => (
          <Radio key={reason} value={reason}>
            {intl.formatMessage(names.reasons[reason])}
          </Radio>
        ))}
      </RadioGroup>
      <TextArea
        name={fields.comment}
        label={intl.formatMessage(messages.comment)}
        maxLength={500}
        value={values.comment}
        onChange={(comment) => {
          update({ comment });
        }}
        errorMessage={fieldError}
      />
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
