import type { RegisterRequest, RegisterResponse } from 'contracts';
import { baseApi } from 'contracts/client';

export const registerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/auth/register: creates an unconfirmed account and sends the confirmation e-mail. */
    register: build.mutation<RegisterResponse, RegisterRequest>({
      query: (body) => ({ url: '/api/auth/register', method: 'POST', body }),
    }),
  }),
});

export const { useRegisterMutation } = registerApi;
