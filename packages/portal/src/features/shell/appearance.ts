import { useIntl } from 'react-intl';
import type { SchemeChoice } from '../../app/colorScheme.ts';
import { messages } from './messages.ts';

export const schemeChoices: readonly SchemeChoice[] = ['light', 'dark', 'system'];

/** The translated name of a scheme choice, for the appearance button and its menu. */
export function useSchemeLabel() {
  const intl = useIntl();
  return (id: SchemeChoice) =>
    intl.formatMessage(
      id === 'light' ? messages.schemeLight : id === 'dark' ? messages.schemeDark : messages.schemeSystem,
    );
}
