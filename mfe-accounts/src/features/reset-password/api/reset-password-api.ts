import type { RecoverPasswordFormRequest } from 'contracts';
import { baseApi } from 'contracts/client';

export const resetPasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/auth/recoverPasswordForm: sets the password from the e-mailed link. */
    recoverPassword: build.mutation<null, RecoverPasswordFormRequest>({
      query: (body) => ({ url: '/api/auth/recoverPasswordForm', method: 'POST', body }),
    }),
  }),
});

export const { useRecoverPasswordMutation } = resetPasswordApi;
