import { createIcon } from './createIcon.tsx';

export const LanguageIcon = createIcon(
  'Language',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20M12 2a15 15 0 0 1 4 10 15 15 0 0 1-4 10 15 15 0 0 1-4-10 15 15 0 0 1 4-10z" />
  </>,
);
