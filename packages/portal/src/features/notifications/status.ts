// What the push tab shows of the flow (saga.ts): whether it is ready for the switch, working, and
// the last failure's code. The flow's events, not server state: a small store in the push chunk.
import type { PushErrorCode } from './errors.ts';
import type { Permission } from './platform.ts';

export interface PushStatus {
  /** The flow listens for the switch (its configuration loaded). */
  ready: boolean;
  busy: boolean;
  permission: Permission;
  error: PushErrorCode | null;
}

const initial: PushStatus = { ready: false, busy: false, permission: 'default', error: null };
let status = initial;
const listeners = new Set<() => void>();

export const pushStatus = {
  get: (): PushStatus => status,
  set: (change: Partial<PushStatus>): void => {
    status = { ...status, ...change };
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Back to the start (tests). */
  reset: (): void => {
    status = initial;
  },
};
