// What the settings page shows of push: the push tab's content. The settings page imports this
// with import() when the tab is chosen, so it loads with the tab and never with a page's start.
export { PushSettings } from './PushSettings.tsx';
