import { createIcon } from './createIcon.tsx';

export const ElectricityIcon = createIcon(
  'Electricity',
  <>
    <path d="M13 2 4 14h7l-1 8 9-12h-7z" />
  </>,
);
