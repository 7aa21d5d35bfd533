import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import { baseApi } from './api.js';
import { authSlice } from './session.js';

/**
 * Slices injected after start-up (by the shell or a remote). Declare yours by augmentation:
 * `declare module 'contracts/client' { interface LazyLoadedSlices extends WithSlice<typeof slice> {} }`
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

/** The root reducer: the shared API, the session, plus whatever `rootReducer.inject(slice)` adds later. */
export const rootReducer = combineSlices(baseApi, authSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export function createAppStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
