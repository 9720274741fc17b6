import { createIcon } from './createIcon.tsx';

export const GasIcon = createIcon(
  'Gas',
  <>
    <path d="M12 22c4 0 7-2.7 7-6.6 0-3.3-2.2-5.4-3.6-7.3-.5 1.6-1.4 2.6-2.6 3C13.3 7.4 11.6 4.3 9 2c.3 3-1.3 5.2-2.8 7.1C5 10.7 5 12.6 5 15.4 5 19.3 8 22 12 22z" />
  </>,
);
