import type { Feature } from '../../app/feature.ts';
import { routeCode } from '../../app/routeCode.ts';
import { feedbackHref } from './href.ts';

/**
 * Spec §7 feedback: `/feedback`, the short form the footer links to (no menu entry). The form is
 * also offered after a finished task (`FeedbackOffer` in index.ts). Its topics are asked in the
 * user's language, which the page knows: they come with it.
 */
export const feedback: Feature = {
  name: 'feedback',
  area: 'feedback',
  routes: () => [
    {
      path: feedbackHref.slice(1),
      lazy: routeCode(
        () => import('./FeedbackPage.tsx'),
        (module) => module.FeedbackPage,
      ),
    },
  ],
};
