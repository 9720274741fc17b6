import { createIcon } from './createIcon.tsx';

export const ArrowDownIcon = createIcon(
  'ArrowDown',
  <>
    <path d="M12 5v14M19 12l-7 7-7-7" />
  </>,
);
