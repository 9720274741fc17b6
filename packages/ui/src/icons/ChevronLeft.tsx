import { createIcon } from './createIcon.tsx';

export const ChevronLeftIcon = createIcon(
  'ChevronLeft',
  <>
    <path d="m15 18-6-6 6-6" />
  </>,
);
