import { createContext, use, useCallback, useEffect, useState, type ReactNode } from 'react';
import { LeaveConfirmation } from '../forms/index.ts';

const Report = createContext<(formId: string, dirty: boolean) => void>(() => undefined);

/**
 * One question before leaving for the whole page, however many forms it holds: a router keeps one
 * blocker at a time, so the forms report their changes here rather than each asking on its own.
 */
export function UnsavedChanges({ children }: { children: ReactNode }) {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback((formId: string, isDirty: boolean) => {
    setDirty((previous) => {
      if (previous.has(formId) === isDirty) return previous;
      const next = new Set(previous);
      if (isDirty) next.add(formId);
      else next.delete(formId);
      return next;
    });
  }, []);
  return (
    <Report value={report}>
      {children}
      <LeaveConfirmation when={dirty.size > 0} />
    </Report>
  );
}

/** Tells the page's question whether this form holds unsaved changes (and that it has none once gone). */
export function useReportUnsaved(formId: string, dirty: boolean) {
  const report = use(Report);
  useEffect(() => {
    report(formId, dirty);
  }, [report, formId, dirty]);
  useEffect(
    () => () => {
      report(formId, false);
    },
    [report, formId],
  );
}
