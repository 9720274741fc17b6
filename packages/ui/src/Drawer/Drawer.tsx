import type { ReactNode, Ref } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Dialog as AriaDialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components/Modal';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import * as dialogStyles from '../Dialog/Dialog.css.ts';
import type { DialogRenderContext } from '../Dialog/Dialog.tsx';
import { dialogStrings } from '../Dialog/strings.ts';
import { CloseIcon } from '../icons/Close.tsx';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './Drawer.css.ts';

export const drawerPlacements = ['left', 'right'] as const;
export type DrawerPlacement = (typeof drawerPlacements)[number];

type Slot = ReactNode | ((context: DialogRenderContext) => ReactNode);

export interface DrawerProps
  extends Omit<ModalOverlayProps, 'className' | 'style' | 'children'>, LayoutProps {
  /** The heading at the top; it also names the drawer for assistive tech. */
  title: ReactNode;
  /** The content, e.g. a navigation list. Scrolls on its own. A function receives `{ close }`. */
  children: Slot;
  /** Actions or links pinned to the bottom (e.g. "Sign out"). A function receives `{ close }`. */
  footer?: Slot;
  /**
   * The side it slides in from: left for the app's menu, right for contextual panels.
   * @default 'left'
   */
  placement?: DrawerPlacement;
  /**
   * Whether a click on the backdrop closes the drawer.
   * @default true
   */
  isDismissable?: boolean;
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
 * A side sheet over the page at full height, e.g. the side menu or the client switcher on small
 * screens. A modal dialog: focus is trapped inside, Escape closes it and focus returns to the trigger.
 * Put it in a `DialogTrigger` after its trigger, or control it with `isOpen`/`onOpenChange`.
 */
export function Drawer({
  title,
  children,
  footer,
  placement = 'left',
  isDismissable = true,
  closeLabel,
  layout,
  UNSAFE_className,
  ref,
  ...overlayProps
}: DrawerProps) {
  // The same words as the Dialog's close button.
  const strings = useLocalizedStringFormatter(dialogStrings);
  return (
    <ModalOverlay {...overlayProps} isDismissable={isDismissable} className={styles.overlay}>
      <Modal className={cx(styles.panel, UNSAFE_className)} style={layout} data-placement={placement}>
        <AriaDialog ref={ref} className={dialogStyles.dialog}>
          {({ close }) => (
            <>
              <div className={dialogStyles.header}>
                <Heading slot="title" level={2} className={dialogStyles.title}>
                  {title}
                </Heading>
                <AriaButton
                  slot="close"
                  aria-label={closeLabel ?? strings.format('close')}
                  className={dialogStyles.closeButton}
                >
                  <CloseIcon />
                </AriaButton>
              </div>
              {/* Long content scrolls here; keyboard users need to reach it to scroll it. */}
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
              <div className={dialogStyles.body} tabIndex={0}>
                {renderSlot(children, { close })}
              </div>
              {footer != null && <div className={dialogStyles.footer}>{renderSlot(footer, { close })}</div>}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
