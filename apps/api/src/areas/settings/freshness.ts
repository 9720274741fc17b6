import { stepUpFreshnessMs } from '@vool/api-client';
import { HttpError } from '../../errors.ts';

/** Until when a sign-in (or step-up) at `authenticatedAt` lets the bank account and e-mail change. */
export const freshUntil = (authenticatedAt: Date) => new Date(authenticatedAt.getTime() + stepUpFreshnessMs);

/**
 * Account-takeover protection: someone who got hold of a session (a shared computer, a stolen cookie)
 * must not be able to send refunds to their own account or move the sign-in address to their own
 * mailbox. Asked before anything is written; the portal answers a 403 with a step-up (or a new sign-in).
 */
export function assertRecentlyAuthenticated(authenticatedAt: Date, now: Date): void {
  if (now.getTime() > freshUntil(authenticatedAt).getTime()) {
    throw new HttpError(403, 'Forbidden', 'Confirm your identity again to change this', 'STEP_UP_REQUIRED');
  }
}
