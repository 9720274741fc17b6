import { Html } from './html.ts';

const icon = (body: string) =>
  new Html(
    `<svg class="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`,
  );

export const icons = {
  electricity: icon('<path d="M13 2 4 14h7l-1 8 9-12h-7z"/>'),
  gas: icon(
    '<path d="M12 22c4 0 7-2.7 7-6.6 0-3.3-2.2-5.4-3.6-7.3-.5 1.6-1.4 2.6-2.6 3C13.3 7.4 11.6 4.3 9 2c.3 3-1.3 5.2-2.8 7.1C5 10.7 5 12.6 5 15.4 5 19.3 8 22 12 22z"/>',
  ),
  heating: icon(
    '<rect x="3" y="5" width="18" height="13" rx="2"/><path d="M7.5 5v13M12 5v13M16.5 5v13M6 18v2M18 18v2"/>',
  ),
  microgeneration: icon(
    '<circle cx="12" cy="12" r="4"/><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"/>',
  ),
  moon: icon('<path d="M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5z"/>'),
  phone: icon(
    '<path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2"/>',
  ),
  email: icon('<rect x="3" y="5" width="18" height="14" rx="2"/><path d="m3 7 9 6 9-6"/>'),
};
