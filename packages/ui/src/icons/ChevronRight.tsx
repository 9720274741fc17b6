import { createIcon } from './createIcon.tsx';

export const ChevronRightIcon = createIcon(
  'ChevronRight',
  <>
    <path d="m9 18 6-6-6-6" />
  </>,
);
