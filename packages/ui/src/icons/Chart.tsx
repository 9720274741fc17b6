import { createIcon } from './createIcon.tsx';

export const ChartIcon = createIcon(
  'Chart',
  <>
    <path d="M3 3v18h18" />
    <path d="m7 15 4-4 3 3 6-6" />
  </>,
);
