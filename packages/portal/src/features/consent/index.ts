// The cookie consent of spec §9: its manager, which every page of both documents loads after it shows.
export { ConsentManager } from './ConsentManager.tsx';
