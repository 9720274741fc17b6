import type { IntlShape } from 'react-intl';

let current: IntlShape | undefined;

/**
 * The interface language for code outside React (error toasts raised by the store): the provider
 * keeps it current.
 */
export function setCurrentIntl(intl: IntlShape): void {
  current = intl;
}

export function currentIntl(): IntlShape {
  if (!current) throw new Error('The interface language is not loaded yet');
  return current;
}
