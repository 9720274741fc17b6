import { createIcon } from './createIcon.tsx';

export const ChevronUpIcon = createIcon(
  'ChevronUp',
  <>
    <path d="m18 15-6-6-6 6" />
  </>,
);
