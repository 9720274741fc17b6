import { createIcon } from './createIcon.tsx';

export const CheckIcon = createIcon(
  'Check',
  <>
    <path d="M20 6 9 17l-5-5" />
  </>,
);
