/**
 * "Now" for the portal, from one place: what depends on the time (useNow, sagas that wait for an
 * hour, a calendar's today) reads it here, so a test sets the time for all of it at once. A page the
 * server drew is hydrated at the instant it was drawn (`Served.now`, see useNow), not at this one.
 */
let source: () => number = () => Date.now();

/** The time in ms since 1970. */
export const now = (): number => source();

/** Takes the time from `next` (a test's fixed clock); returns what puts the previous one back. */
export function setClock(next: () => number): () => void {
  const previous = source;
  source = next;
  return () => {
    source = previous;
  };
}
