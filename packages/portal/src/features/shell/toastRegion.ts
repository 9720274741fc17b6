// The region alone, as the chunk Overlays loads: a dynamic import of '@vool/ui/Toast' would make the
// whole package entry that chunk, and every page that adds a toast (toastQueue) would load the region too.
export { ToastRegion } from '@vool/ui/Toast';
