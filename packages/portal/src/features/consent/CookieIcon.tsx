import { createIcon } from '@vool/ui/icons/createIcon';

/** A biscuit with a bite taken out of it. */
export const CookieIcon = createIcon(
  'Cookie',
  <>
    <path d="M15 3.5A9 9 0 1 0 20.5 9A5 5 0 0 1 15 3.5Z" />
    <circle cx="8.5" cy="9.5" r="1" fill="currentColor" stroke="none" />
    <circle cx="13" cy="12.5" r="1" fill="currentColor" stroke="none" />
    <circle cx="9" cy="15.5" r="1" fill="currentColor" stroke="none" />
    <circle cx="15.5" cy="16.5" r="1" fill="currentColor" stroke="none" />
  </>,
);
