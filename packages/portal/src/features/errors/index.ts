// What a failure shows: a part that could not load (LoadFailed), the toast of a failed call
// (notifyFailure) and the client-error screen of a page that failed to draw.
export { ClientErrorScreen } from './ClientErrorScreen.tsx';
export { ErrorBoundary } from './ErrorBoundary.tsx';
export { LoadFailed } from './LoadFailed.tsx';
export { notifyFailure } from './notify.ts';
