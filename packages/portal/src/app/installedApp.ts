/** The cookie that marks an installed-app session (spec §7), so the server and the app agree. */
export const standaloneCookie = 'standalone';

/** Whether this page was launched from the home screen, as an installed app. */
export const launchedAsApp = () =>
  matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;
