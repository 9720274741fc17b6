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
} from './ToastQueue.ts';
