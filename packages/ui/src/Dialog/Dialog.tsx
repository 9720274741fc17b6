import type { ReactNode, Ref } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Dialog as AriaDialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components/Modal';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { CloseIcon } from '../icons/Close.tsx';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './Dialog.css.ts';
import { dialogStrings } from './strings.ts';

export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components/Dialog';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

/** What the body and footer render functions receive. */
export interface DialogRenderContext {
  /** Closes the dialog (focus returns to the element that opened it). */
  close: () => void;
}

type Slot = ReactNode | ((context: DialogRenderContext) => ReactNode);

export interface DialogProps
  extends Omit<ModalOverlayProps, 'className' | 'style' | 'children'>, LayoutProps {
  /** The dialog's heading; it also names the dialog for assistive tech. */
  title: ReactNode;
  /** The body. Scrolls when it is taller than the screen. A function receives `{ close }`. */
  children: Slot;
  /** Actions at the bottom, usually Buttons, primary last. A function receives `{ close }`. */
  footer?: Slot;
  /**
   * Maximum width: sm for short confirmations, md for forms, lg for tables and documents.
   * @default 'md'
   */
  size?: DialogSize;
  /**
   * `alertdialog` for confirmations that interrupt the user (see AlertDialog).
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /**
   * Whether a click on the backdrop closes the dialog. Escape closes it either way unless
   * `isKeyboardDismissDisabled`.
   * @default false
   */
  isDismissable?: boolean;
  /**
   * Shows the close button in the header.
   * @default true
   */
  showCloseButton?: boolean;
  /**
   * Accessible name of the close button.
   * @default "Close", in the language of the I18nProvider's locale
   */
  closeLabel?: string;
  ref?: Ref<HTMLElement>;
}

function renderSlot(slot: Slot, context: DialogRenderContext): ReactNode {
  return typeof slot === 'function' ? slot(context) : slot;
}

/**
 * A modal dialog: a backdrop, a titled panel with a close button, a scrolling body and footer actions.
 * Focus moves into it, stays trapped inside, and returns to the trigger when it closes.
 * Put it in a `DialogTrigger` after its trigger Button (then listen with the trigger's `onOpenChange`),
 * or control it on its own with `isOpen`/`onOpenChange`.
 */
export function Dialog({
  title,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  isDismissable = false,
  showCloseButton = true,
  closeLabel,
  layout,
  UNSAFE_className,
  ref,
  ...overlayProps
}: DialogProps) {
  const strings = useLocalizedStringFormatter(dialogStrings);
  return (
    <ModalOverlay {...overlayProps} isDismissable={isDismissable} className={styles.overlay}>
      <Modal className={cx(styles.modal, UNSAFE_className)} style={layout} data-size={size}>
        <AriaDialog ref={ref} role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" level={2} className={styles.title}>
                  {title}
                </Heading>
                {showCloseButton && (
                  <AriaButton
                    slot="close"
                    aria-label={closeLabel ?? strings.format('close')}
                    className={styles.closeButton}
                  >
                    <CloseIcon />
                  </AriaButton>
                )}
              </div>
              {/* Long content scrolls here; keyboard users need to reach it to scroll it. */}
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
              <div className={styles.body} tabIndex={0}>
                {renderSlot(children, { close })}
              </div>
              {footer != null && <div className={styles.footer}>{renderSlot(footer, { close })}</div>}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
