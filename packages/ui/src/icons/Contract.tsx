import { createIcon } from './createIcon.tsx';

export const ContractIcon = createIcon(
  'Contract',
  <>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6M8 13h8M8 17h4" />
    <path d="m14 17 1.5 1.5L19 15" />
  </>,
);
