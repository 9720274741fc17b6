import { useContext, useRef, type ReactNode, type Ref } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components/Dialog';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { Button } from '../Button/Button.tsx';
import { Dialog, type DialogProps } from '../Dialog/Dialog.tsx';
import * as styles from './AlertDialog.css.ts';
import { alertDialogStrings } from './strings.ts';

export const alertDialogTones = ['neutral', 'danger'] as const;
export type AlertDialogTone = (typeof alertDialogTones)[number];

export interface AlertDialogProps extends Omit<
  DialogProps,
  'children' | 'footer' | 'role' | 'size' | 'showCloseButton' | 'closeLabel' | 'isDismissable' | 'ref'
> {
  /** What happens and what the choice means. */
  children: ReactNode;
  /** Label of the confirming action, e.g. "Leave page" or "Restore draft". */
  primaryActionLabel: string;
  /**
   * Label of the action that keeps things as they are.
   * @default "Cancel", in the language of the I18nProvider's locale
   */
  cancelLabel?: string;
  /** Called when the user confirms; the dialog closes afterwards. */
  onPrimaryAction?: () => void;
  /**
   * Called when the user cancels with the button, or with Escape when the dialog is controlled by
   * `isOpen` (inside a DialogTrigger, Escape reaches the trigger's `onOpenChange`).
   */
  onCancel?: () => void;
  /**
   * `danger` for destructive confirmations: the primary action turns red and focus starts on
   * Cancel, so a hasty Enter does no harm.
   * @default 'neutral'
   */
  tone?: AlertDialogTone;
  /**
   * Disables the primary action while something it needs is unavailable.
   * @default false
   */
  isPrimaryActionDisabled?: boolean;
  ref?: Ref<HTMLElement>;
}

/**
 * A confirmation that interrupts the user (role `alertdialog`): a title, a message, a primary and a
 * cancel action. The backdrop does not dismiss it; Escape counts as Cancel.
 */
export function AlertDialog({
  children,
  primaryActionLabel,
  cancelLabel,
  onPrimaryAction,
  onCancel,
  tone = 'neutral',
  isPrimaryActionDisabled = false,
  onOpenChange,
  ...props
}: AlertDialogProps) {
  // Set while one of our buttons closes the dialog, so onOpenChange does not report a second cancel.
  const closingFromButton = useRef(false);
  const strings = useLocalizedStringFormatter(alertDialogStrings);
  // Inside a DialogTrigger the trigger owns the open state and its onOpenChange (React Aria warns
  // otherwise) — unless isOpen/defaultOpen are given, the same rule ModalOverlay follows.
  const triggerState = useContext(OverlayTriggerStateContext);
  const inTrigger = triggerState != null && props.isOpen == null && props.defaultOpen == null;
  return (
    <Dialog
      {...props}
      role="alertdialog"
      size="sm"
      showCloseButton={false}
      onOpenChange={
        inTrigger
          ? onOpenChange
          : (isOpen) => {
              if (!isOpen && !closingFromButton.current) onCancel?.();
              closingFromButton.current = false;
              onOpenChange?.(isOpen);
            }
      }
      footer={({ close }) => (
        <>
          <Button
            variant="secondary"
            // The APG alertdialog pattern: focus starts on the least destructive action.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={tone === 'danger'}
            onPress={() => {
              closingFromButton.current = true;
              onCancel?.();
              close();
            }}
          >
            {cancelLabel ?? strings.format('cancel')}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={tone !== 'danger'}
            isDisabled={isPrimaryActionDisabled}
            onPress={() => {
              closingFromButton.current = true;
              onPrimaryAction?.();
              close();
            }}
          >
            {primaryActionLabel}
          </Button>
        </>
      )}
    >
      <p className={styles.message}>{children}</p>
    </Dialog>
  );
}
