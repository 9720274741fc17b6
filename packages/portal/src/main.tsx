import { startCode } from './app/startCode.ts';
import { consentHasQuestion } from './features/consent/question.ts';
import '@vool/ui/styles.css';
import './app/global.css.ts';

// A page the server drew (the dashboard) is hydrated once it has loaded; any other page is drawn by
// its code (React, the router, the store) at once.
startCode(() => {
  void import('./portalStart.tsx').then(({ boot }) => boot());
}, [consentHasQuestion]);
