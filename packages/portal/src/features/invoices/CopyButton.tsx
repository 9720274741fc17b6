import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@vool/ui/Button';
import { messages } from './messages.ts';

/** Copies one payment detail; says so where a screen reader hears it, and falls back to selecting. */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const intl = useIntl();
  const [said, setSaid] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (!said) return undefined;
    const timer = setTimeout(() => {
      setSaid(null);
    }, 4000);
    return () => {
      clearTimeout(timer);
    };
  }, [said]);
  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => {
        setSaid('copied');
      },
      () => {
        setSaid('failed');
      },
    );
  };
  return (
    <>
      <Button size="sm" variant="tertiary" onPress={copy}>
        {intl.formatMessage(messages.copy, { what })}
      </Button>
      <span role="status" aria-live="polite">
        {said === 'copied'
          ? intl.formatMessage(messages.copied, { what })
          : said === 'failed'
            ? intl.formatMessage(messages.copyFailed)
            : ''}
      </span>
    </>
  );
}
