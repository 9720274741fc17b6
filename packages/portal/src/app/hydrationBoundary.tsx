import { Suspense, type ReactNode } from 'react';

/**
 * A part of a drawn page that React hydrates on its own, after the frame around it: a press in it
 * hydrates it (and the frame) at once, not the whole page, so the press is answered within a frame or
 * two even while the rest of the page is still being hydrated. Around parts that do not suspend once
 * drawn: it shows nothing in their place while they would.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
