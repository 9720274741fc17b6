import { useCallback, useId } from 'react';

/**
 * Our Dialog is named by its title but takes no description, so this points the dialog element at
 * the text that explains it: screen readers then read both when the dialog opens.
 */
export function useDialogDescription() {
  const descriptionId = useId();
  const dialogRef = useCallback(
    (dialog: HTMLElement | null) => {
      dialog?.setAttribute('aria-describedby', descriptionId);
    },
    [descriptionId],
  );
  return { descriptionId, dialogRef };
}
