import { whenNeeded } from './app/takeOver.ts';
import '@vool/ui/styles.css';
import './app/global.css.ts';

// A page the server drew (the dashboard) runs its code (React, the router, the store) when it needs
// it, which for a returning visitor is their first move on it; any other page runs it at once.
whenNeeded(() => {
  void import('./portalStart.tsx').then(({ boot }) => boot());
});
