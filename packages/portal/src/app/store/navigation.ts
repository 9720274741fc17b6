/**
 * Lets sagas move the user (after a client switch, back to the dashboard) without importing the
 * router, which is created after the store.
 */
export interface Navigation {
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

let navigateImpl: Navigation['navigate'] = (to) => {
  window.location.assign(to);
};

export const navigation: Navigation = {
  navigate: (to, options) => {
    navigateImpl(to, options);
  },
};

export function connectNavigation(navigate: Navigation['navigate']): void {
  navigateImpl = navigate;
}
