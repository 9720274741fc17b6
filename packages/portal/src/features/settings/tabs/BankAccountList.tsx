import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { BankAccount } from '@vool/api-client/browser';
import { Badge } from '@vool/ui/Badge';
import { IconButton } from '@vool/ui/IconButton';
import { TrashIcon } from '@vool/ui/icons/Trash';
import { toastQueue } from '@vool/ui/ToastQueue';
import { useDeleteBankAccountMutation } from '../api.ts';
import * as styles from '../settings.css.ts';
import { deleteBodyMessage, messages, removeMessage } from './bankMessages.ts';
import { LazyAlertDialog } from '../../forms/index.ts';

/** An IBAN in groups of four, as it is printed: FI21 1234 5600 0007 85. */
export const printedIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** The accounts, each with its bank, holder and e-invoice request, and a way to remove it. */
export function BankAccountList({ accounts }: { accounts: BankAccount[] }) {
  const intl = useIntl();
  const [removing, setRemoving] = useState<BankAccount | null>(null);
  const [remove, state] = useDeleteBankAccountMutation();

  const confirm = async () => {
    if (!removing) return;
    const answer = await remove(removing.id);
    if ('error' in answer) {
      toastQueue.add({ title: intl.formatMessage(messages.deleteFailed), tone: 'danger' });
    } else toastQueue.add({ title: intl.formatMessage(messages.removed), tone: 'success' });
    setRemoving(null);
  };

  if (accounts.length === 0) return <p className={styles.muted}>{intl.formatMessage(messages.empty)}</p>;
  return (
    <>
      <ul className={styles.list}>
        {accounts.map((account) => (
          <li key={account.id} className={styles.accountRow}>
            <div className={styles.accountText}>
              <span className={styles.iban}>
                {printedIban(account.iban)}{' '}
                {account.default ? (
                  <Badge tone="accent" size="sm">
                    {intl.formatMessage(messages.main)}
                  </Badge>
                ) : null}
              </span>
              <span className={styles.muted}>
                {account.bankName || intl.formatMessage(messages.unknownBank)}
                {account.bic ? ` · ${account.bic}` : ''} · {account.holderName}
              </span>
              {account.eInvoice ? (
                <span className={styles.muted}>
                  {intl.formatMessage(messages.eInvoice)}: {account.eInvoice.address} (
                  {account.eInvoice.operatorCode})
                </span>
              ) : null}
            </div>
            <IconButton
              label={intl.formatMessage(removeMessage, { iban: printedIban(account.iban) })}
              icon={TrashIcon}
              variant="tertiary"
              onPress={() => {
                setRemoving(account);
              }}
            />
          </li>
        ))}
      </ul>
      <LazyAlertDialog
        isOpen={removing !== null}
        title={intl.formatMessage(messages.deleteTitle)}
        primaryActionLabel={intl.formatMessage(messages.deleteConfirm)}
        cancelLabel={intl.formatMessage(messages.deleteCancel)}
        tone="danger"
        isPrimaryActionDisabled={state.isLoading}
        onPrimaryAction={() => void confirm()}
        onCancel={() => {
          setRemoving(null);
        }}
      >
        {removing ? intl.formatMessage(deleteBodyMessage, { iban: printedIban(removing.iban) }) : null}
      </LazyAlertDialog>
    </>
  );
}
