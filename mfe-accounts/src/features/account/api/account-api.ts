import type { UpdateUserNameRequest, UpdateUserPasswordRequest } from 'contracts';
import { baseApi } from 'contracts/client';

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/general/update_user_name */
    updateUserName: build.mutation<unknown, UpdateUserNameRequest>({
      query: (body) => ({ url: '/api/general/update_user_name', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    /** POST /api/general/update_user_password */
    updateUserPassword: build.mutation<unknown, UpdateUserPasswordRequest>({
      query: (body) => ({ url: '/api/general/update_user_password', method: 'POST', body }),
    }),
  }),
});

export const { useUpdateUserNameMutation, useUpdateUserPasswordMutation } = accountApi;
