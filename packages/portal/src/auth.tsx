import { startCode } from './app/startCode.ts';
import { authPageActsAtOnce } from './features/auth/actsAtOnce.ts';
import { consentHasQuestion } from './features/consent/question.ts';
import '@vool/ui/styles.css';
import './app/global.css.ts';

// The server drew the page: its code (React, the texts, the page's own) hydrates it once it has
// loaded, so the first paint's files come first.
startCode(() => {
  void import('./authStart.tsx').then(({ boot }) => boot());
}, [authPageActsAtOnce, consentHasQuestion]);
