import type { ChangeItem, ContactPreference } from '@vool/api-client';
import type { ContactToStore } from './contacts-repository.ts';

interface StoredContact {
  id: number;
  type: string;
  name: string;
  value: string;
  is_primary: boolean;
}

const isPhone = (type: string) => type === 'Phone' || type === 'Gsm';
const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/**
 * What a new contact list changes, as the audit names it: `Phone` when a number was added, removed or
 * changed; `Contacts` for the rest (the other contacts, the names and primary marks of the phones
 * kept, the preference). The e-mail is recorded when a new address is confirmed, not here.
 */
export function changedItems(
  before: StoredContact[],
  preferenceBefore: ContactPreference,
  after: ContactToStore[],
  preference: ContactPreference,
): ChangeItem[] {
  const stored: ContactToStore[] = before.map((c) => ({
    id: c.id,
    type: c.type as ContactToStore['type'],
    name: c.name,
    value: c.value,
    primary: c.is_primary,
  }));
  const numbers = (list: ContactToStore[]) =>
    list.filter((c) => isPhone(c.type)).map((c) => `${c.id ?? 'new'} ${c.type} ${c.value}`);
  const others = (list: ContactToStore[]) =>
    list
      .filter((c) => !isPhone(c.type))
      .map((c) => JSON.stringify([c.id ?? null, c.type, c.name, c.value, c.primary]));
  // Phones on both lists: their label and primary mark are contact details like any other.
  const bothIds = new Set(stored.filter((c) => isPhone(c.type)).map((c) => c.id));
  const labels = (list: ContactToStore[]) =>
    list
      .filter(
        (c) => isPhone(c.type) && c.id !== undefined && bothIds.has(c.id) && after.some((a) => a.id === c.id),
      )
      .map((c) => JSON.stringify([c.id, c.name, c.primary]));
  const phoneChanged = !sameSet(numbers(stored), numbers(after));
  const restChanged =
    !sameSet(others(stored), others(after)) ||
    !sameSet(labels(stored), labels(after)) ||
    preference !== preferenceBefore;
  return [...(phoneChanged ? (['Phone'] as const) : []), ...(restChanged ? (['Contacts'] as const) : [])];
}
