import { createIcon } from './createIcon.tsx';

export const InvoiceIcon = createIcon(
  'Invoice',
  <>
    <path d="M6 2h9l5 5v15l-2.5-1.5L15 22l-3-1.5L9 22l-2.5-1.5L4 22V4a2 2 0 0 1 2-2z" />
    <path d="M14 2v5h5M8 11h8M8 15h5" />
  </>,
);
