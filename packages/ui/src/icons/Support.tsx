import { createIcon } from './createIcon.tsx';

export const SupportIcon = createIcon(
  'Support',
  <>
    <path d="M3 14v-2a9 9 0 0 1 18 0v2" />
    <path d="M21 16a2 2 0 0 1-2 2h-1v-6h1a2 2 0 0 1 2 2zM3 16a2 2 0 0 0 2 2h1v-6H5a2 2 0 0 0-2 2z" />
    <path d="M18 18v.5a3.5 3.5 0 0 1-3.5 3.5H12" />
  </>,
);
