import { useIntl } from 'react-intl';
import type { Contact } from '@vool/api-client/browser';
import { Checkbox, CheckboxGroup } from '@vool/ui/Checkbox';
import { typeLabels } from './contactsMessages.ts';

/** Which of the customer's e-mail and phone contacts an alert or notice goes to. */
export function ContactChoice({
  name,
  label,
  contacts,
  value,
  onChange,
  description,
}: {
  name: string;
  label: string;
  contacts: readonly Contact[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  description?: string;
}) {
  const intl = useIntl();
  const reachable = contacts.filter((c) => c.type !== 'Post');
  return (
    <CheckboxGroup
      name={name}
      label={label}
      description={description}
      value={value.map(String)}
      onChange={(chosen) => {
        onChange(chosen.map(Number));
      }}
    >
      {reachable.map((contact) => (
        <Checkbox key={contact.id} value={String(contact.id)}>
          {`${intl.formatMessage(typeLabels[contact.type])}: ${contact.value}`}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}
