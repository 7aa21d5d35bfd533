import type { UpdateCollaboratorRequest, UpdateCollaboratorResult } from 'contracts';
import { baseApi } from 'contracts/client';

/** update_collaborator: the companies page unlinks with it, administration adds, changes and removes. */
export const collaboratorsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateCollaborator: build.mutation<UpdateCollaboratorResult, UpdateCollaboratorRequest>({
      query: (body) => ({ url: '/api/general/update_collaborator', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Companies', 'Staff']),
    }),
  }),
});

export const { useUpdateCollaboratorMutation } = collaboratorsApi;
