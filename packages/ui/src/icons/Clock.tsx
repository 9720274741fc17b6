import { createIcon } from './createIcon.tsx';

export const ClockIcon = createIcon(
  'Clock',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);
