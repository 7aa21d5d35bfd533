import { baseApi } from 'contracts/client';

export const logoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Seed: GET /api/general/logout ends the server session of the token.
    logout: build.mutation<unknown, void>({ query: () => ({ url: '/api/general/logout', method: 'GET' }) }),
  }),
});
