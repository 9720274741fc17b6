// Who the user acts for: their profile, the clients they may act for, and switching between them.
export { clientsApi, useMeQuery } from './api.ts';
export { selectSwitchingTo, switchRequested } from './slice.ts';
export { useActingClient, type ActingClient } from './useActingClient.ts';
