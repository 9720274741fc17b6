import { createIcon } from './createIcon.tsx';

export const MinusIcon = createIcon(
  'Minus',
  <>
    <path d="M5 12h14" />
  </>,
);
