import { ToastQueue as AriaToastQueue } from 'react-stately/useToastState';

// Apart from the region (Toast/Toast.tsx): code that only adds toasts does not load React Aria's region.
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
