// What every form of the portal shares (spec §2, §3, §4, §7): encrypted drafts of its unsaved values
// with the dialog that offers one back, the question before leaving it, and sign-out's clean-up.
export { LazyAlertDialog, preloadAlertDialog } from './LazyAlertDialog.tsx';
export { LeaveConfirmation } from './LeaveConfirmation.tsx';
export { RestoreDraftDialog } from './RestoreDraftDialog.tsx';
export { discardAllDrafts } from './storage.ts';
export { hasUnsavedForm, subscribeUnsavedForms } from './unsaved.ts';
export { useFormDraft, type FormDraft, type FormDraftOptions } from './useFormDraft.ts';
// The sealing itself, for what else keeps a user's data in the browser (the installed app's dashboard).
export { deriveDraftKeys, openDraft, sealDraft, type DraftKeys } from './crypto.ts';
