import { createIcon } from './createIcon.tsx';

export const ArrowUpIcon = createIcon(
  'ArrowUp',
  <>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </>,
);
