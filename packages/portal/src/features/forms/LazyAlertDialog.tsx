import { lazy, Suspense, useState } from 'react';
import type { AlertDialogProps } from '@vool/ui/AlertDialog';

const load = () => import('@vool/ui/AlertDialog');
const Loaded = lazy(async () => ({ default: (await load()).AlertDialog }));

/** Fetches the dialog's code ahead, e.g. as a form gets its first change, so it opens at once. */
export const preloadAlertDialog = () => {
  void load();
};

/**
 * @vool/ui's AlertDialog, its code (the overlay machinery, the largest part of a form's page) fetched
 * when it first opens rather than with the page: a form asks these questions only now and then.
 */
export function LazyAlertDialog(props: AlertDialogProps) {
  const [wanted, setWanted] = useState(props.isOpen ?? false);
  if (props.isOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
