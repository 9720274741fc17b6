import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ClientsState {
  /** The client being switched to, while the switch runs. */
  switchingTo: string | null;
}

const initialState: ClientsState = { switchingTo: null };

export const clientsSlice = createSlice({
  name: 'clients',
  initialState,
  reducers: {
    /** The user chose another client to act for. */
    switchRequested: (state, action: PayloadAction<{ clientCode: string }>) => {
      state.switchingTo = action.payload.clientCode;
    },
    switchSucceeded: (state) => {
      state.switchingTo = null;
    },
    switchFailed: (state) => {
      state.switchingTo = null;
    },
  },
  selectors: {
    selectSwitchingTo: (state) => state.switchingTo,
  },
});

export const { switchRequested, switchSucceeded, switchFailed } = clientsSlice.actions;
export const { selectSwitchingTo } = clientsSlice.selectors;

// The store keeps it under this name (features/clients/feature.ts lists the slice).
declare module '../../app/store/store.ts' {
  interface FeatureState {
    clients: ClientsState;
  }
}
