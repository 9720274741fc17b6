import { createIcon } from './createIcon.tsx';

export const SuccessIcon = createIcon(
  'Success',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m8 12 3 3 5-6" />
  </>,
);
