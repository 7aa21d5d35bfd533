import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AuthenticatedUser, LoginRequest } from 'contracts';
import { returnPathOf, setStoredToken, sharedCompaniesApi, signIn, useAppDispatch } from 'contracts/client';
import { useLoginMutation } from '../api/login-api';

/** One company → its page, several → selection, none → the companies page. */
export function pathAfterLogin(companyIds: number[]): string {
  if (companyIds.length === 1) return `/empresa/${companyIds[0]}`;
  return companyIds.length > 1 ? '/selecionarEmpresa' : '/empresas';
}

/**
 * Logs in, stores the token, starts the session and opens the page the guest was sent here
 * from (`?next=`, checked to be a path of this origin), else the page the user's companies
 * lead to. The session carries that page too: the shell's guests-only guard, which sees the
 * signed-in user first, sends them to the same place instead of '/'.
 */
export function useSignIn() {
  const [login, state] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const returnPath = returnPathOf(useLocation().search);

  const submit = useCallback(
    async (credentials: LoginRequest): Promise<AuthenticatedUser> => {
      const user = await login(credentials).unwrap();
      // The companies call must already carry the new token.
      setStoredToken(user.token);
      const landing =
        returnPath ??
        pathAfterLogin(
          await dispatch(sharedCompaniesApi.endpoints.getMyCompanies.initiate(undefined, { subscribe: false, forceRefetch: true }))
            .unwrap()
            // Companies that cannot be listed now are looked at on the companies page.
            .then((answer) => answer.companies.map((company) => company.id))
            .catch(() => [] as number[]),
        );
      dispatch(signIn(user, landing));
      void navigate(landing, { replace: true });
      return user;
    },
    [login, dispatch, navigate, returnPath],
  );
  return [submit, state] as const;
}
