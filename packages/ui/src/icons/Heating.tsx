import { createIcon } from './createIcon.tsx';

export const HeatingIcon = createIcon(
  'Heating',
  <>
    <rect x="3" y="5" width="18" height="13" rx="2" />
    <path d="M7.5 5v13M12 5v13M16.5 5v13M6 18v2M18 18v2" />
  </>,
);
