import { createIcon } from './createIcon.tsx';

export const OutageIcon = createIcon(
  'Outage',
  <>
    <path d="M13 2 9.5 7M7 10.5 4 14h7l-1 8 3.5-4.7M16.5 13.5 20 10h-7l.6-4.5" />
    <path d="m2 2 20 20" />
  </>,
);
