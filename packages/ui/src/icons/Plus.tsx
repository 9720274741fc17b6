import { createIcon } from './createIcon.tsx';

export const PlusIcon = createIcon(
  'Plus',
  <>
    <path d="M12 5v14M5 12h14" />
  </>,
);
