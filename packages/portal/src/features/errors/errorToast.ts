import { toastQueue, type ToastTone } from '@vool/ui/ToastQueue';
import type { ApiFailure } from '../../app/apiFailure.ts';
import { currentIntl } from '../../i18n/currentIntl.ts';
import { appOffline, errorHelp, errorNames, networkHelp, unknownErrorName } from './catalogue.ts';

export interface ErrorToast {
  title: string;
  description?: string;
  tone: ToastTone;
  /** `null`: the toast stays until closed (server errors, spec §8). */
  timeout: number | null;
}

/** Spec §8: title from the name, help text from the code, yellow for 422, stays for 5xx. */
export function describeFailure(failure: ApiFailure, intl = currentIntl()): ErrorToast {
  // Spec §8 app-offline: the device itself has no network, so every action says it needs one.
  if (failure.name === 'NetworkError' && !navigator.onLine) {
    return {
      title: intl.formatMessage(appOffline.title),
      description: intl.formatMessage(appOffline.body),
      tone: 'warning',
      timeout: 4000,
    };
  }
  const name = errorNames[failure.name] ?? unknownErrorName;
  const help =
    failure.name === 'NetworkError' ? networkHelp : failure.code ? errorHelp[failure.code] : undefined;
  return {
    title: intl.formatMessage(name),
    ...(help ? { description: intl.formatMessage(help) } : {}),
    tone: failure.status === 422 ? 'warning' : 'danger',
    timeout: failure.status >= 500 ? null : 4000,
  };
}

export function showErrorToast(failure: ApiFailure): void {
  const { timeout, ...content } = describeFailure(failure);
  // A page repeats a call its route prefetched (app/preload.ts): one failure, one toast.
  const shown = toastQueue.visibleToasts.some(
    ({ content: { title, description } }) => title === content.title && description === content.description,
  );
  if (!shown) toastQueue.add(content, { timeout });
}
