export {
  ToastQueue,
  ToastRegion,
  createToastQueue,
  defaultToastTimeout,
  maxVisibleToasts,
  toastQueue,
  toastTones,
  type ToastContent,
  type ToastOptions,
  type ToastRegionProps,
  type ToastTone,
} from './Toast.tsx';
