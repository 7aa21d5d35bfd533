import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOutLocally, useAppDispatch } from 'contracts/client';
import { logoutApi } from '../api/session-api';

/** Logout: tell the server, drop the stored token and every cached answer, go to /login. */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    // The local session ends even when the server cannot be told (offline, token expired).
    await dispatch(logoutApi.endpoints.logout.initiate()).unwrap().catch(() => undefined);
    dispatch(signOutLocally(true));
    await navigate('/login');
  }, [dispatch, navigate]);
}
