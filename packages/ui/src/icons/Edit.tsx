import { createIcon } from './createIcon.tsx';

export const EditIcon = createIcon(
  'Edit',
  <>
    <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
  </>,
);
