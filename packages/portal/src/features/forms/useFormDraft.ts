import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSessionQuery } from '../auth/index.ts';
import {
  discardDraft,
  draftIdentity,
  loadDraft,
  openSlot,
  saveDraft,
  type DraftSlot,
  type StoredDraft,
} from './storage.ts';

/** How long the values must rest before they are sealed and stored: not one save per keystroke. */
export const saveDelay = 500;

export interface FormDraftOptions<T> {
  /** Names the form among the portal's (`settings.contacts`); it keys the stored draft and its keys. */
  formId: string;
  /** The schema version of the form's values: raise it when their shape changes, and older drafts are dropped. */
  version: number;
  /** The form's values as they are now; plain JSON (what JSON.stringify keeps is what comes back). */
  values: T;
  /**
   * Whether the user has changed the form: only the user's own changes are kept, and once it is false
   * again (the changes undone, or saved) the stored draft goes too.
   */
  touched: boolean;
  /**
   * Off: no draft is looked for or stored.
   * @default true
   */
  enabled?: boolean;
}

export interface FormDraft<T> {
  /** The draft found as the form opened, until it is restored or discarded: ask the user about it. */
  draft: StoredDraft<T> | null;
  /** Hands over the draft's values for the form to take (the form's own when there is none). */
  restore: () => T;
  /** Removes the stored draft: the user declined it, or the form was saved. */
  discard: () => void;
  /** When the values were last stored. */
  saved: Date | null;
}

/** What the hook's callbacks share without drawing again. */
interface Run {
  slot: DraftSlot | null;
  /** The version the slot's drafts are written in. */
  version: number;
  /** `asking`: a stored draft was found, and the user has not decided yet; it is not overwritten meanwhile. */
  phase: 'loading' | 'asking' | 'ready';
  values: unknown;
  /** The last values seen, as JSON: a form that builds a new values object every render changes nothing. */
  seen: string | undefined;
  /** Changed by the user since last stored (or discarded). */
  dirty: boolean;
  /** `touched` as last seen, to notice the form going back to untouched. */
  touched: boolean;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** The save under way: a later save or a discard aborts it, so an older one never lands last. */
  saving: AbortController | null;
}

/**
 * Keeps a form's unsaved values as an encrypted draft in the tab's session storage (spec §4, §7), for
 * the signed-in user and the client they act for. On mount it looks for a stored draft, which the form
 * offers to restore (`RestoreDraftDialog`); while `touched`, it stores the values 500 ms after they
 * last changed, and at once when the form goes away or the page is hidden. The form calls `discard()`
 * once it has saved for real.
 */
export function useFormDraft<T>({
  formId,
  version,
  values,
  touched,
  enabled = true,
}: FormDraftOptions<T>): FormDraft<T> {
  const { data: session } = useSessionQuery(undefined, { skip: !enabled });
  const token = session?.token;
  const identity = session ? draftIdentity(session) : undefined;
  const [draft, setDraft] = useState<StoredDraft<T> | null>(null);
  const [saved, setSaved] = useState<Date | null>(null);
  const run = useRef<Run>({
    slot: null,
    version,
    phase: 'loading',
    values,
    seen: undefined,
    dirty: false,
    touched,
    timer: undefined,
    saving: null,
  });

  const flush = useCallback(() => {
    const current = run.current;
    clearTimeout(current.timer);
    current.timer = undefined;
    if (!current.dirty || current.phase !== 'ready' || !current.slot) return;
    current.dirty = false;
    current.saving?.abort();
    const saving = new AbortController();
    current.saving = saving;
    const at = new Date();
    // Not caught: with the keys derived, only values that are not JSON can fail here, a bug to see.
    void saveDraft(current.slot, current.version, current.values, at, saving.signal).then((stored) => {
      if (stored) setSaved(at);
    });
  }, []);

  const schedule = useCallback(() => {
    clearTimeout(run.current.timer);
    run.current.timer = setTimeout(flush, saveDelay);
  }, [flush]);

  const discard = useCallback(() => {
    const current = run.current;
    clearTimeout(current.timer);
    current.timer = undefined;
    current.saving?.abort();
    current.saving = null;
    current.dirty = false;
    current.phase = 'ready';
    if (current.slot) discardDraft(current.slot);
    setDraft(null);
    setSaved(null);
  }, []);

  // Looks for a stored draft once the session is known, and again for another form, version or user.
  useEffect(() => {
    if (!enabled || token === undefined || identity === undefined || typeof window === 'undefined') return;
    const current = run.current;
    const loading = new AbortController();
    current.phase = 'loading';
    current.version = version;
    void (async () => {
      let slot: DraftSlot;
      let found: StoredDraft<T> | null;
      try {
        slot = await openSlot(token, identity, formId);
        found = await loadDraft<T>(slot, version);
      } catch {
        // No WebCrypto here (a page not served over https): the form works, without drafts.
        return;
      }
      if (loading.signal.aborted) return;
      current.slot = slot;
      current.phase = found ? 'asking' : 'ready';
      setDraft(found);
      // Changes made while looking are stored now; while asking, only once the user has decided.
      if (!found && current.dirty) schedule();
    })();
    return () => {
      loading.abort();
      // Leaving the form (or this user's slot): what was typed in the last moments is kept too.
      flush();
      current.slot = null;
      current.phase = 'loading';
      setDraft(null);
    };
  }, [enabled, token, identity, formId, version, flush, schedule]);

  // Marks the user's changes for storing; changes the form makes itself (untouched) only set the base.
  useEffect(() => {
    if (!enabled) return;
    const current = run.current;
    const seen = JSON.stringify(values);
    current.values = values;
    if (seen === current.seen) return;
    current.seen = seen;
    if (!touched) return;
    current.dirty = true;
    if (current.phase === 'ready') schedule();
  }, [values, touched, enabled, schedule]);

  // Back to untouched: the form's changes were undone or saved, so no draft is left to offer.
  useEffect(() => {
    const current = run.current;
    const untouched = current.touched && !touched;
    current.touched = touched;
    if (enabled && untouched) discard();
  }, [touched, enabled, discard]);

  // Closing the tab, reloading, or going to another document. WebCrypto is asynchronous, so on a real
  // unload this is a best effort; the debounced saves before it are what make drafts dependable.
  useEffect(() => {
    if (!enabled || typeof window === 'undefined') return;
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
    };
  }, [enabled, flush]);

  const restore = useCallback((): T => {
    const current = run.current;
    current.phase = 'ready';
    setDraft(null);
    if (current.dirty) schedule();
    // The draft stays stored: it is the form's values now, until they change or the form is saved.
    return draft ? draft.values : (current.values as T);
  }, [draft, schedule]);

  return useMemo(() => ({ draft, restore, discard, saved }), [draft, restore, discard, saved]);
}
