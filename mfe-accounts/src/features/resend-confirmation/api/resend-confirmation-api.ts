import type { ResendConfirmationRequest } from 'contracts';
import { baseApi } from 'contracts/client';

export const resendConfirmationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/auth/resendconfirmationemail */
    resendConfirmationEmail: build.mutation<null, ResendConfirmationRequest>({
      query: (body) => ({ url: '/api/auth/resendconfirmationemail', method: 'POST', body }),
    }),
  }),
});

export const { useResendConfirmationEmailMutation } = resendConfirmationApi;
