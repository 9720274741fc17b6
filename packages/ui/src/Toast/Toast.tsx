import type { Ref } from 'react';
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Button as AriaButton,
  Text,
  type ToastRegionProps as AriaToastRegionProps,
} from 'react-aria-components/Toast';
import { CloseIcon } from '../icons/Close.tsx';
import type { Icon } from '../icons/createIcon.tsx';
import { ErrorIcon } from '../icons/Error.tsx';
import { InfoIcon } from '../icons/Info.tsx';
import { SuccessIcon } from '../icons/Success.tsx';
import { WarningIcon } from '../icons/Warning.tsx';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import { toastQueue, type ToastContent, type ToastQueue, type ToastTone } from '../ToastQueue/index.ts';
import * as styles from './Toast.css.ts';

const toneIcons: Record<ToastTone, Icon> = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  danger: ErrorIcon,
};

export interface ToastRegionProps
  extends
    Omit<AriaToastRegionProps<ToastContent>, 'className' | 'style' | 'children' | 'queue'>,
    LayoutProps {
  /**
   * The queue whose toasts it shows.
   * @default toastQueue
   */
  queue?: ToastQueue;
  /** Accessible name of each close button; pass the translated text. Defaults to React Aria's localised "Close". */
  closeLabel?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The landmark region at the top right where toasts appear. Render it once, near the root of the app.
 * Each toast is announced to screen readers when it appears; F6 moves focus into the region.
 */
export function ToastRegion({
  queue = toastQueue,
  closeLabel,
  layout,
  UNSAFE_className,
  ...props
}: ToastRegionProps) {
  return (
    <AriaToastRegion {...props} queue={queue} className={cx(styles.region, UNSAFE_className)} style={layout}>
      {({ toast }) => {
        const { title, description, tone = 'info' } = toast.content;
        const ToneIcon = toneIcons[tone];
        return (
          <AriaToast toast={toast} className={styles.toast} data-tone={tone}>
            <span className={styles.icon}>
              <ToneIcon />
            </span>
            <AriaToastContent className={styles.content}>
              <Text slot="title" className={styles.title}>
                {title}
              </Text>
              {description && (
                <Text slot="description" className={styles.description}>
                  {description}
                </Text>
              )}
            </AriaToastContent>
            <AriaButton slot="close" aria-label={closeLabel} className={styles.closeButton}>
              <CloseIcon size="sm" />
            </AriaButton>
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
