import { createIcon } from './createIcon.tsx';

export const SolarIcon = createIcon(
  'Solar',
  <>
    <path d="M4 14h16l-2 7H6z" />
    <path d="M9 14l-1 7M15 14l1 7M5 17.5h14M12 2v2M5.6 4.6 7 6M18.4 4.6 17 6M8 10a4 4 0 0 1 8 0" />
  </>,
);
