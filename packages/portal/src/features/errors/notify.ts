import type { ApiFailure } from '../../app/apiFailure.ts';

/**
 * Shows the error toast of spec §8 for a failed call. Its texts and the toast's code load at the
 * first failure, not with every page.
 */
export function notifyFailure(failure: ApiFailure): void {
  import('./errorToast.ts').then(
    ({ showErrorToast }) => {
      showErrorToast(failure);
    },
    () => undefined,
  );
}
