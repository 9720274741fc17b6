/**
 * Lets sagas move the user (after switching whom they act for, back to the first page) without
 * importing the router, which is created after the store.
 */
export interface Navigation {
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** Leaves the portal's document for another: sign-in is a document of its own. */
  load: (url: string) => void;
  /**
   * The address the user is at, or on the way to while the next page's loaders run: their calls are
   * made before the address changes.
   */
  here: () => string;
}

let navigateImpl: Navigation['navigate'] = (to) => {
  window.location.assign(to);
};
let hereImpl: Navigation['here'] = () => {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
};

export const navigation: Navigation = {
  navigate: (to, options) => {
    navigateImpl(to, options);
  },
  load: (url) => {
    window.location.assign(url);
  },
  here: () => hereImpl(),
};

export function connectNavigation(navigate: Navigation['navigate'], here?: Navigation['here']): void {
  navigateImpl = navigate;
  if (here) hereImpl = here;
}
