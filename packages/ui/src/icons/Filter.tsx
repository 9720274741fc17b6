import { createIcon } from './createIcon.tsx';

export const FilterIcon = createIcon(
  'Filter',
  <>
    <path d="M22 3H2l8 9.5V19l4 2v-8.5z" />
  </>,
);
