// What every app gets for `import … from '@reduxjs/toolkit'`: Redux Toolkit without the parts
// the apps do not use (listener middleware, entity adapter, dynamic middleware), provided by
// the shell as the one shared RTK (rspack-config.mjs; see react-router-dom.mjs for why).
// RTK Query ('@reduxjs/toolkit/query', '/query/react') imports its needs from here too.
//
// A name missing here fails the build of the app that imports it: add it to the list.
// 'facade-target/@reduxjs/toolkit' is the real package (an alias in rspack-config.mjs).
export {
  // Store and slices
  combineReducers,
  combineSlices,
  configureStore,
  createAction,
  createAsyncThunk,
  createReducer,
  createSlice,
  prepareAutoBatched,
  SHOULD_AUTOBATCH,
  // Selectors and Immer
  createSelector,
  createNextState,
  current,
  // Matchers and helpers
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  unwrapResult,
} from 'facade-target/@reduxjs/toolkit';
