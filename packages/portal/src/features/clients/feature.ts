import type { Feature } from '../../app/feature.ts';
import { clientsSaga } from './saga.ts';
import { clientsSlice } from './slice.ts';

/** No pages of its own: the switch between clients, which the frame's menus offer on every page. */
export const clients: Feature = { name: 'clients', state: clientsSlice, saga: clientsSaga };
