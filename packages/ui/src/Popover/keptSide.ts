import { useLayoutEffect, useState } from 'react';
import type { Placement, PlacementAxis } from 'react-aria/useOverlayPosition';

type Main = 'top' | 'bottom' | 'left' | 'right' | 'start' | 'end';

const opposite: Record<Main, Main> = {
  top: 'bottom',
  bottom: 'top',
  left: 'right',
  right: 'left',
  start: 'end',
  end: 'start',
};

function physical(main: Main, direction: 'ltr' | 'rtl'): PlacementAxis {
  if (main === 'start') return direction === 'rtl' ? 'right' : 'left';
  if (main === 'end') return direction === 'rtl' ? 'left' : 'right';
  return main;
}

/**
 * The placement that keeps a popover on the side it was drawn on: the requested one, or its mirror
 * when React Aria flipped it there (`axis` is the side it reports). The cross alignment ("start" of
 * "bottom start") is kept either way.
 */
export function keptPlacement(
  requested: Placement,
  axis: PlacementAxis,
  direction: 'ltr' | 'rtl',
): Placement {
  const [main, cross] = requested.split(' ') as [Main, string | undefined];
  if (axis !== physical(opposite[main], direction)) return requested;
  return [opposite[main], cross].filter(Boolean).join(' ') as Placement;
}

/**
 * A popover chooses its side (below or above its trigger) when it opens and keeps it until it closes.
 * React Aria places it again whenever its size changes, and by default flips it to the other side when
 * it no longer fits: a list whose results arrive, grow by a page or lose their loading row would jump
 * from under the field to above it while the user aims at an option, and the press would land outside
 * and close it. Kept on its side, the list only grows or shrinks there, scrolling within the room it has.
 */
export function useKeptSide(requested: Placement, direction: 'ltr' | 'rtl') {
  const [axis, setAxis] = useState<PlacementAxis | null>(null);
  return {
    position: axis ? { placement: keptPlacement(requested, axis, direction), shouldFlip: false } : {},
    keep: setAxis,
  };
}

/** Reports the side the popover was first drawn on, and forgets it when the popover closes. */
export function SideKeeper({
  side,
  kept,
  onSide,
}: {
  side: PlacementAxis | null;
  kept: boolean;
  onSide: (side: PlacementAxis | null) => void;
}) {
  useLayoutEffect(() => {
    if (side && side !== 'center' && !kept) onSide(side);
  }, [side, kept, onSide]);
  useLayoutEffect(
    () => () => {
      onSide(null);
    },
    [onSide],
  );
  return null;
}
