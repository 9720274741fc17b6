import { createIcon } from './createIcon.tsx';

export const MenuIcon = createIcon(
  'Menu',
  <>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </>,
);
