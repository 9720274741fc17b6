import { Suspense, useEffect } from 'react';
import { useNavigation } from 'react-router';
import { deferred } from '../../app/deferred.ts';
import { whenIdle } from '../../app/idle.ts';

const loadBar = () => import('./PageLoadingBar.tsx');
const Bar = deferred(async () => (await loadBar()).PageLoadingBar);

/**
 * The bar across the top while another page loads (its code, texts and data): on a slow phone that
 * takes seconds, and the pressed link alone would not say that anything is happening. It shows only
 * after a moment (shell.css.ts), so a page that opens at once does not flash it. Its code comes once
 * the browser is idle, not with the page.
 */
export function PageLoading() {
  const { state } = useNavigation();
  useEffect(
    () =>
      whenIdle(() => {
        void loadBar();
      }, 5000),
    [],
  );
  if (state !== 'loading') return null;
  return (
    <Suspense fallback={null}>
      <Bar />
    </Suspense>
  );
}
