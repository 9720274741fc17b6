import { createIcon } from './createIcon.tsx';

export const CloseIcon = createIcon(
  'Close',
  <>
    <path d="M18 6 6 18M6 6l12 12" />
  </>,
);
