import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import {
  contactPreferences,
  contactProblems,
  contactTypes,
  type ContactInput,
  type ContactPreference,
  type Contacts,
  type ContactType,
} from '@vool/api-client/browser';
import { Alert } from '@vool/ui/Alert';
import { Button } from '@vool/ui/Button';
import { Checkbox } from '@vool/ui/Checkbox';
import { IconButton } from '@vool/ui/IconButton';
import { PlusIcon } from '@vool/ui/icons/Plus';
import { TrashIcon } from '@vool/ui/icons/Trash';
import { Radio, RadioGroup } from '@vool/ui/RadioGroup';
import { Select, SelectItem } from '@vool/ui/Select';
import { TextField } from '@vool/ui/TextField';
import { useContactsQuery, useUpdateContactsMutation } from '../api.ts';
import * as styles from '../settings.css.ts';
import { useSettingsForm } from '../useSettingsForm.tsx';
import { SettingsForm } from './SettingsForm.tsx';
import {
  messages,
  pendingMessage,
  preferenceLabels,
  removeMessage,
  rowLabelMessage,
  typeLabels,
} from './contactsMessages.ts';
import { TabQuery } from './TabQuery.tsx';
import { useFieldError } from '../fieldError.ts';

type Row = ContactInput & { key: string };
interface Values {
  contacts: Row[];
  preference: ContactPreference;
}

let added = 0;
const newKey = () => `new-${String((added += 1))}`;

const toValues = (answer: Contacts): Values => ({
  contacts: answer.contacts.map(({ id, type, name, value, primary }) => ({
    key: String(id),
    id,
    type,
    name,
    value,
    primary,
  })),
  preference: answer.preference,
});

const toBody = (values: Values) => ({
  contacts: values.contacts.map(({ id, type, name, value, primary }) => ({
    ...(id === undefined ? {} : { id }),
    type,
    name,
    value,
    primary,
  })),
  preference: values.preference,
});

const inputType = (type: ContactType) => (type === 'Email' ? 'email' : type === 'Post' ? 'text' : 'tel');

function Confirmation() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const result = params.get('email');
  if (result === 'confirmed') return <Alert tone="success">{intl.formatMessage(messages.confirmed)}</Alert>;
  if (result === 'expired') return <Alert tone="warning">{intl.formatMessage(messages.expired)}</Alert>;
  if (result === 'taken') return <Alert tone="warning">{intl.formatMessage(messages.taken)}</Alert>;
  return null;
}

function ContactsForm({ answer }: { answer: Contacts }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const [updateContacts] = useUpdateContactsMutation();
  const form = useSettingsForm<Values>({
    formId: 'settings.contacts',
    version: 1,
    initial: toValues(answer),
    validate: (values) => contactProblems(toBody(values).contacts),
    save: async (values) => toValues(await updateContacts(toBody(values)).unwrap()),
  });
  const { values } = form;
  const change = (index: number, patch: Partial<Row>) => {
    form.setValues({
      ...values,
      contacts: values.contacts.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    });
  };

  return (
    <SettingsForm
      form={form}
      title={intl.formatMessage(messages.heading)}
      wide
      intro={
        <>
          <p className={styles.muted}>{intl.formatMessage(messages.intro)}</p>
          <Confirmation />
          {answer.pendingEmail ? (
            <Alert tone="info">{intl.formatMessage(pendingMessage, { email: answer.pendingEmail })}</Alert>
          ) : null}
        </>
      }
    >
      <ul className={styles.list}>
        {values.contacts.map((row, i) => (
          <li
            key={row.key}
            className={styles.row}
            aria-label={intl.formatMessage(rowLabelMessage, { number: i + 1 })}
          >
            <Select
              name={`/contacts/${String(i)}/type`}
              label={intl.formatMessage(messages.type)}
              value={row.type}
              onChange={(key) => {
                const type = contactTypes.find((t) => t === key);
                if (type) change(i, { type });
              }}
            >
              {contactTypes.map((type) => (
                <SelectItem key={type} id={type}>
                  {intl.formatMessage(typeLabels[type])}
                </SelectItem>
              ))}
            </Select>
            <TextField
              errorMessage={fieldError}
              name={`/contacts/${String(i)}/value`}
              label={intl.formatMessage(messages.value)}
              type={inputType(row.type)}
              autoComplete={row.type === 'Email' ? 'email' : row.type === 'Post' ? 'street-address' : 'tel'}
              description={row.type === 'Email' ? intl.formatMessage(messages.emailNote) : undefined}
              isRequired
              value={row.value}
              onChange={(value) => {
                change(i, { value });
              }}
            />
            <TextField
              errorMessage={fieldError}
              name={`/contacts/${String(i)}/name`}
              label={intl.formatMessage(messages.label)}
              description={intl.formatMessage(messages.labelHelp)}
              value={row.name}
              onChange={(name) => {
                change(i, { name });
              }}
            />
            <div className={styles.besideInputs}>
              <Checkbox
                name={`/contacts/${String(i)}/primary`}
                isSelected={row.primary}
                onChange={(primary) => {
                  change(i, { primary });
                }}
              >
                {intl.formatMessage(messages.primary)}
              </Checkbox>
            </div>
            <div className={styles.besideInputs}>
              <IconButton
                label={intl.formatMessage(removeMessage, { name: row.name || row.value || String(i + 1) })}
                icon={TrashIcon}
                variant="tertiary"
                onPress={() => {
                  form.setValues({ ...values, contacts: values.contacts.filter((_, j) => j !== i) });
                }}
              />
            </div>
          </li>
        ))}
      </ul>
      <div>
        <Button
          variant="secondary"
          icon={<PlusIcon />}
          isDisabled={values.contacts.length >= 10}
          onPress={() => {
            form.setValues({
              ...values,
              contacts: [
                ...values.contacts,
                { key: newKey(), type: 'Gsm', name: '', value: '', primary: false },
              ],
            });
          }}
        >
          {intl.formatMessage(messages.add)}
        </Button>
      </div>
      <RadioGroup
        name="/preference"
        label={intl.formatMessage(messages.preference)}
        value={values.preference}
        orientation="horizontal"
        onChange={(value) => {
          const preference = contactPreferences.find((p) => p === value);
          if (preference) form.setValues({ ...values, preference });
        }}
      >
        {contactPreferences.map((preference) => (
          <Radio key={preference} value={preference}>
            {intl.formatMessage(preferenceLabels[preference])}
          </Radio>
        ))}
      </RadioGroup>
    </SettingsForm>
  );
}

/** Spec §2 contacts: e-mail and phones with their kinds, the main ones, and how to be reached. */
export function ContactsTab() {
  return <TabQuery query={useContactsQuery()}>{(answer) => <ContactsForm answer={answer} />}</TabQuery>;
}
