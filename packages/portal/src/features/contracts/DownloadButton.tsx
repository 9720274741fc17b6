import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Query } from '@vool/api-client/browser';
import { Alert } from '@vool/ui/Alert';
import { Button, type ButtonVariant } from '@vool/ui/Button';
import { DownloadIcon } from '@vool/ui/icons/Download';
import { saveDownload } from '../../app/saveDownload.ts';
import { messages } from './messages.ts';

/** Saves a file of the API under the server's name (a contract's PDF, a signed agreement). */
export function DownloadButton({
  path,
  query,
  label,
  variant = 'secondary',
}: {
  path: string;
  query?: Query;
  label: string;
  variant?: ButtonVariant;
}) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const save = () => {
    setBusy(true);
    setFailed(false);
    saveDownload(path, query).then(
      () => {
        setBusy(false);
      },
      () => {
        setBusy(false);
        setFailed(true);
      },
    );
  };
  return (
    <>
      <Button variant={variant} size="sm" icon={<DownloadIcon />} isPending={busy} onPress={save}>
        {label}
      </Button>
      {failed && <Alert tone="danger">{intl.formatMessage(messages.downloadFailed)}</Alert>}
    </>
  );
}
