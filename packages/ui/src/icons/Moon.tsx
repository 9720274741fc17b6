import { createIcon } from './createIcon.tsx';

export const MoonIcon = createIcon(
  'Moon',
  <>
    <path d="M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5z" />
  </>,
);
