// Which forms hold changes not saved yet (LeaveConfirmation marks them), for what must not interrupt
// one: the installed app offers its new version only while none does.

let open = 0;
const listeners = new Set<() => void>();

const changed = () => {
  for (const listener of listeners) listener();
};

/** Marks one form as holding unsaved changes until the returned function is called. */
export function markUnsaved(): () => void {
  open += 1;
  changed();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    open -= 1;
    changed();
  };
}

export const hasUnsavedForm = (): boolean => open > 0;

export function subscribeUnsavedForms(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
