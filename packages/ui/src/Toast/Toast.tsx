import type { Ref } from 'react';
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
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
import * as styles from './Toast.css.ts';

export const toastTones = ['info', 'success', 'warning', 'danger'] as const;
export type ToastTone = (typeof toastTones)[number];

/** How long a toast stays, in milliseconds, unless `timeout` says otherwise. */
export const defaultToastTimeout = 4000;
/** More toasts wait in the queue until one closes. */
export const maxVisibleToasts = 5;

/** What a toast says. */
export interface ToastContent {
  /** One short sentence: "Meter reading saved". */
  title: string;
  /** Detail, if the title is not enough. */
  description?: string;
  /** @default 'info' */
  tone?: ToastTone;
}

export interface ToastOptions {
  /**
   * Milliseconds until it closes by itself; `null` keeps it until the user closes it (use that for
   * errors the user must read or act on). Timers pause while the region is hovered or focused.
   * @default 4000
   */
  timeout?: number | null;
  /** Called when the toast closes, by the user or the timer. */
  onClose?: () => void;
}

/** A queue of toasts: at most five visible, newest on top, each closing after 4 s unless told to stay. */
export class ToastQueue extends AriaToastQueue<ToastContent> {
  constructor() {
    super({ maxVisibleToasts });
  }

  /** Shows a toast and returns its key, for `close(key)`. */
  override add(content: ToastContent, { timeout = defaultToastTimeout, onClose }: ToastOptions = {}): string {
    return super.add(content, { timeout: timeout ?? undefined, onClose });
  }
}

/** A queue for one region. Apps usually need only the shared `toastQueue`. */
export function createToastQueue(): ToastQueue {
  return new ToastQueue();
}

/** The app-wide queue: `toastQueue.add({ title: 'Meter reading saved', tone: 'success' })`. */
export const toastQueue = createToastQueue();

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
