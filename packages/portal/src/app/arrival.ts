// No React here: the document's first code (startCode.ts) uses it too.

/**
 * Listens on `target` for the `type` event under way, or about to be dispatched; the answer, asked once
 * it is dispatched, says whether it got there (one React stops at the root never does) and stops
 * listening. `capture`: heard on its way down, whichever of the target's children it is aimed at.
 */
export function arrival(target: EventTarget, type: string, capture = false): () => boolean {
  let reached = false;
  const reach = () => {
    reached = true;
  };
  target.addEventListener(type, reach, { capture, once: true });
  return () => {
    target.removeEventListener(type, reach, { capture });
    return reached;
  };
}

/**
 * How many times what React stopped is told again, 200 ms and an idle moment apart: a part's code may
 * come late on a slow network, so for about half a minute.
 */
export const maxTries = 150;
