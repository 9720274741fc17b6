import { whenAuthPageNeeded } from './features/auth/takeOver.ts';
import '@vool/ui/styles.css';
import './app/global.css.ts';

// The server drew the page: its code (React, the texts, the page's own) runs when the page needs it,
// which for a returning visitor is their first move on it, not while the page is still coming in.
whenAuthPageNeeded(() => {
  void import('./authStart.tsx').then(({ boot }) => boot());
});
