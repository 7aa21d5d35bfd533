import { useCallback, useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { createSlice, type PayloadAction, type ThunkAction, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import type { AuthenticatedUser } from 'contracts';
import { baseApi } from './api.js';
import type { ApiError } from './base-query.js';
import type { HostUser } from './host.js';
import { clearStoredToken, getStoredToken, setStoredToken } from './token.js';

/**
 * The session every app shares: the token (kept in the store and persisted in storage) and
 * the signed-in user, loaded with GET /api/general/get_authenticated_user while a token is
 * stored. The shell's guards and header, the host interface and the dev host all read it
 * through {@link useSession}; a remote's login page starts it with {@link signIn}.
 */
export interface AuthState {
  token: string | null;
  /**
   * Where a fresh sign-in lands. The guests-only guard takes the
   * user there, so the login page and the guard never race to navigate.
   */
  landing: string | null;
  /**
   * The user signed out on purpose on this device (logout), until the next sign-in: the
   * guards send them to the login page as it is, not back to the page they left.
   */
  signedOut: boolean;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({ token: getStoredToken(), landing: null, signedOut: false }),
  reducers: {
    tokenChanged(state, action: PayloadAction<string | null>) {
      state.token = action.payload;
    },
    landingChanged(state, action: PayloadAction<string | null>) {
      state.landing = action.payload;
    },
    signedOutChanged(state, action: PayloadAction<boolean>) {
      state.signedOut = action.payload;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
  },
});

const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAuthenticatedUser: build.query<AuthenticatedUser, void>({
      query: () => '/api/general/get_authenticated_user',
      providesTags: ['User'],
    }),
  }),
});

type SessionThunk = ThunkAction<void, { auth: AuthState }, unknown, UnknownAction>;

/**
 * After a successful login: persist the token and make `user` the current user at once; the
 * guests-only guard then opens `landing`.
 */
export const signIn =
  (user: AuthenticatedUser, landing: string | null = null): SessionThunk =>
  (dispatch) => {
    setStoredToken(user.token);
    dispatch(authSlice.actions.landingChanged(landing));
    dispatch(authSlice.actions.signedOutChanged(false));
    dispatch(sessionApi.util.upsertQueryData('getAuthenticatedUser', undefined, user) as unknown as UnknownAction);
    dispatch(authSlice.actions.tokenChanged(user.token));
  };

/**
 * Ends the session on this device: token removed, every cached answer dropped. `deliberate`:
 * the user signed out (logout), as opposed to a token the server no longer accepts.
 */
export const signOutLocally =
  (deliberate = false): SessionThunk =>
  (dispatch, getState) => {
    const hadToken = getState().auth.token !== null || getStoredToken() !== null;
    clearStoredToken();
    if (deliberate) dispatch(authSlice.actions.signedOutChanged(true));
    if (!hadToken) return;
    dispatch(authSlice.actions.tokenChanged(null));
    dispatch(baseApi.util.resetApiState());
  };

/** guest: no token; loading: token stored, user not known yet; error: the server could not say. */
export type SessionStatus = 'guest' | 'loading' | 'signedIn' | 'error';

export interface Session {
  status: SessionStatus;
  user: HostUser | null;
  /** With status 'error': the server could not be reached at all (offline, down), not a failed answer. */
  unreachable: boolean;
  /** Asks the server again after a communication error. */
  retry: () => void;
  /** Drops the stored token (guests-only pages, an invalid token). */
  clear: () => void;
  /** The page a fresh sign-in goes to, until {@link Session.landed} is called. */
  landing: string | null;
  landed: () => void;
  /** The user signed out on purpose ({@link AuthState.signedOut}). */
  signedOut: boolean;
}

export function useSession(): Session {
  const dispatch = useDispatch<ThunkDispatch<{ auth: AuthState }, unknown, UnknownAction>>();
  const token = useSelector((state: { auth: AuthState }) => state.auth.token);
  const landing = useSelector((state: { auth: AuthState }) => state.auth.landing);
  const signedOut = useSelector((state: { auth: AuthState }) => state.auth.signedOut);
  // Back online, a session the server could not give is asked again without a click.
  const { data, error, isError, refetch } = sessionApi.useGetAuthenticatedUserQuery(undefined, { skip: !token, refetchOnReconnect: true });
  // A token the server no longer accepts is cleared: the user is a guest again.
  const rejected = isError && (error as ApiError | undefined)?.status === 401;
  useEffect(() => {
    if (rejected) dispatch(signOutLocally());
  }, [rejected, dispatch]);

  const user = useMemo<HostUser | null>(() => {
    if (!token || !data) return null;
    const { token: _secret, ...visible } = data;
    return visible;
  }, [token, data]);
  const status: SessionStatus = !token || rejected ? 'guest' : user ? 'signedIn' : isError ? 'error' : 'loading';
  const unreachable = isError && (error as ApiError | undefined)?.status === 'FETCH_ERROR';
  const retry = useCallback(() => void refetch(), [refetch]);
  const clear = useCallback(() => dispatch(signOutLocally()), [dispatch]);
  const landed = useCallback(() => dispatch(authSlice.actions.landingChanged(null)), [dispatch]);
  return { status, user, unreachable, retry, clear, landing, landed, signedOut };
}
