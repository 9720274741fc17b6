import { createIcon } from './createIcon.tsx';

export const ExternalLinkIcon = createIcon(
  'ExternalLink',
  <>
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6M15 3h6v6M10 14 21 3" />
  </>,
);
