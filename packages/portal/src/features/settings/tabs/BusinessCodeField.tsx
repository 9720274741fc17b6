import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { BusinessCodeCheck } from '@vool/api-client/browser';
import { TextField } from '@vool/ui/TextField';
import { useBusinessCodeQuery } from '../api.ts';
import * as styles from '../settings.css.ts';
import { countryNames } from './addressesMessages.ts';
import { codeValidMessage, messages } from './bankMessages.ts';

/** How long typing pauses before the code is checked: one call per pause, not per key. */
const debounceMs = 400;

/**
 * A company code checked by the API as it is typed (`GET /api/business/validate/{code}`), after a
 * pause; the result is announced politely. A valid Finnish code hands its OVT to `onValid`.
 */
export function BusinessCodeField({ onValid }: { onValid: (check: BusinessCodeCheck) => void }) {
  const intl = useIntl();
  const [value, setValue] = useState('');
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(value.trim());
    }, debounceMs);
    return () => {
      clearTimeout(timer);
    };
  }, [value]);
  const query = useBusinessCodeQuery(settled, { skip: settled.length < 7 });
  const check = settled === value.trim() ? query.currentData : undefined;

  useEffect(() => {
    if (check?.valid) onValid(check);
  }, [check, onValid]);

  const status =
    settled.length < 7
      ? ''
      : query.isFetching || settled !== value.trim()
        ? intl.formatMessage(messages.checking)
        : check?.valid && check.formatted && check.countryCode
          ? intl.formatMessage(codeValidMessage, {
              code: check.formatted,
              country: intl.formatMessage(countryNames[check.countryCode]),
            })
          : check
            ? intl.formatMessage(messages.codeInvalid)
            : '';

  return (
    <div>
      <TextField
        name="/businessCode"
        label={intl.formatMessage(messages.businessCode)}
        value={value}
        onChange={setValue}
        isInvalid={check?.valid === false}
        errorMessage={check?.valid === false ? intl.formatMessage(messages.codeInvalid) : undefined}
      />
      <p className={styles.muted} role="status">
        {check?.valid === false ? '' : status}
      </p>
    </div>
  );
}
