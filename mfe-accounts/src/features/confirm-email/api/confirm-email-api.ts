import type { ConfirmEmailRequest } from 'contracts';
import { baseApi } from 'contracts/client';

export const confirmEmailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/auth/confirmemail. A query, not a mutation: the page asks once per link, and
     * a second mount (React's strict mode) reuses the answer instead of spending the token again.
     */
    confirmEmail: build.query<null, ConfirmEmailRequest>({
      query: (body) => ({ url: '/api/auth/confirmemail', method: 'POST', body }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useConfirmEmailQuery } = confirmEmailApi;
