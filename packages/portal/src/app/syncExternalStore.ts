// React Aria imports `use-sync-external-store/shim` to support React 16 and 17. On React 18 and later
// the shim only forwards to React's own hook, yet its fallback code ships in every route that draws a
// collection; vite.config.ts points the shim here instead.
export { useSyncExternalStore } from 'react';
