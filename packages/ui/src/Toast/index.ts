export { ToastRegion, type ToastRegionProps } from './Toast.tsx';
// The queue has an entry of its own too (@vool/ui/ToastQueue), for code that only adds toasts.
export {
  ToastQueue,
  createToastQueue,
  defaultToastTimeout,
  maxVisibleToasts,
  toastQueue,
  toastTones,
  type ToastContent,
  type ToastOptions,
  type ToastTone,
} from '../ToastQueue/index.ts';
