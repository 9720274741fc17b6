import { createIcon } from './createIcon.tsx';

export const ChevronDownIcon = createIcon(
  'ChevronDown',
  <>
    <path d="m6 9 6 6 6-6" />
  </>,
);
