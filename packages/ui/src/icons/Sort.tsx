import { createIcon } from './createIcon.tsx';

export const SortIcon = createIcon(
  'Sort',
  <>
    <path d="m7 15 5 5 5-5M7 9l5-5 5 5" />
  </>,
);
