export { ToastRegion, type ToastRegionProps } from './Toast.tsx';
// The queue has an entry of its own too (@vool/ui/ToastQueue), for code that only adds toasts.
export * from '../ToastQueue/index.ts';
