import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { toastQueue } from '@vool/ui/ToastQueue';
import type { ApiFailure } from '../../app/apiFailure.ts';
import { useFeature } from '../../app/site.tsx';
import { RestoreDraftDialog, useFormDraft } from '../forms/index.ts';
import { fieldErrors, messages } from './messages.ts';
import { StepUpDialog } from './StepUpDialog.tsx';
import { useReportUnsaved } from './unsaved.tsx';

/** Field errors by the field's `name`, which is the JSON pointer the API names it by (`/contacts/0/value`). */
export type FieldCodes = Record<string, string>;

export interface SettingsFormOptions<T> {
  /** The draft's key: one per form (`settings.contacts`). */
  formId: string;
  /** Raised when the values' shape changes, so an older draft is not offered back. */
  version: number;
  initial: T;
  /** The shared rules of `@vool/api-client`, by field: checked before anything is sent. */
  validate?: (values: T) => FieldCodes;
  /** Sends the values; answers the values as saved (the form starts again from them). */
  save: (values: T) => Promise<T>;
}

const isFailure = (error: unknown): error is ApiFailure =>
  typeof error === 'object' && error !== null && 'status' in error && 'name' in error;

const invalid: MessageDescriptor = messages.fieldInvalid;
const translate = (intl: IntlShape, code: string | undefined) =>
  intl.formatMessage((code ? fieldErrors[code] : undefined) ?? invalid);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The value a JSON pointer (`/contacts/1/value`) names in `root`. */
function valueAt(root: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
      root,
    );
}

/**
 * The errors of fields whose value is the same in `before` and `after`. A field the values do not hold
 * under its name (the form keeps it in another shape than the call sends) loses its error on any change.
 */
function withoutChanged(errors: Record<string, string>, before: unknown, after: unknown) {
  const kept = Object.entries(errors).filter(([field]) => {
    const was = valueAt(before, field);
    return was === undefined ? same(before, after) : same(was, valueAt(after, field));
  });
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

/**
 * What every settings form shares: its values against the saved ones, a draft kept encrypted while it
 * has changes (offered back when the form opens again), the question before leaving with changes, the
 * shared rules checked before sending, the API's refusals shown at their fields in the user's language,
 * and the e-ID confirmation a bank account or e-mail change may need first.
 */
export function useSettingsForm<T>({ formId, version, initial, validate, save }: SettingsFormOptions<T>) {
  const intl = useIntl();
  const eid = useFeature('sign-in-telia');
  const [baseline, setBaseline] = useState(initial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<'fields' | 'failed' | null>(null);
  const [saving, setSaving] = useState(false);
  const [stepUp, setStepUp] = useState(false);
  const dirty = !same(values, baseline);
  const draft = useFormDraft<T>({ formId, version, values, touched: dirty });
  useReportUnsaved(formId, dirty);

  const update = (next: T) => {
    // A field's error goes as it is changed: left standing, its custom validity would block the next
    // submit of a form that validates natively.
    setErrors((previous) => withoutChanged(previous, values, next));
    setValues(next);
    setProblem(null);
  };

  const fail = (codes: FieldCodes) => {
    setErrors(
      Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, translate(intl, code)])),
    );
    setProblem('fields');
  };

  const submit = async (event?: SyntheticEvent) => {
    event?.preventDefault();
    const codes = validate?.(values) ?? {};
    if (Object.keys(codes).length > 0) {
      fail(codes);
      return;
    }
    setSaving(true);
    setErrors({});
    setProblem(null);
    try {
      const saved = await save(values);
      setBaseline(saved);
      setValues(saved);
      draft.discard();
      toastQueue.add({ title: intl.formatMessage(messages.saved), tone: 'success' });
    } catch (error) {
      if (isFailure(error) && error.code === 'STEP_UP_REQUIRED') setStepUp(true);
      else if (
        isFailure(error) &&
        error.status === 422 &&
        error.fields &&
        Object.keys(error.fields).length > 0
      ) {
        fail(Object.fromEntries(Object.keys(error.fields).map((field) => [field, error.code ?? ''])));
      } else setProblem('failed');
    } finally {
      setSaving(false);
    }
  };

  const guard: ReactNode = (
    <>
      <RestoreDraftDialog draft={draft} onRestore={update} />
      <StepUpDialog
        isOpen={stepUp}
        eid={eid}
        onClose={() => {
          setStepUp(false);
        }}
      />
    </>
  );

  return {
    values,
    setValues: update,
    dirty,
    saving,
    /** Translated field errors, by field name, for `<Form validationErrors>`. */
    errors,
    /** What the alert above the form says, if anything. */
    problem:
      problem === 'fields'
        ? intl.formatMessage(messages.fieldsWrong)
        : problem === 'failed'
          ? intl.formatMessage(messages.saveFailed)
          : null,
    submit,
    reset: () => {
      setValues(baseline);
      setErrors({});
      setProblem(null);
    },
    /** The draft's restore question and the step-up dialog (the page asks before leaving: unsaved.tsx). */
    guard,
  };
}
