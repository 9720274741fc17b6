// The cookie consent of spec §9: its manager, whose cookie button every page of both documents draws
// with the server render; its dialogs follow the hydration.
export { ConsentManager } from './ConsentManager.tsx';
