import type { AuthenticatedUser, LoginRequest, RecoverPasswordEmailRequest } from 'contracts';
import { baseApi } from 'contracts/client';

export const loginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/general/login: data is the AuthenticatedUser with its new token. */
    login: build.mutation<AuthenticatedUser, LoginRequest>({
      query: (body) => ({ url: '/api/general/login', method: 'POST', body }),
    }),
    /** POST /api/general/send_recover_password_email */
    sendRecoverPasswordEmail: build.mutation<null, RecoverPasswordEmailRequest>({
      query: (body) => ({ url: '/api/general/send_recover_password_email', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation, useSendRecoverPasswordEmailMutation } = loginApi;
