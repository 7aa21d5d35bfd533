import type { UpdateCollaboratorRequest, UpdateCollaboratorResult } from 'contracts';
import { baseApi } from 'contracts/client';

/** update_collaborator: the companies page unlinks with it, administration adds, changes and removes. */
export const collaboratorsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateCollaborator: build.mutation<UpdateCollaboratorResult, UpdateCollaboratorRequest>({
      query: (body) => ({ url: '/api/general/update_collaborator', method: 'POST', body }),
      // The company too: after an unlink its basic info answers 404 and the shell drops it.
      invalidatesTags: (_result, error, { companyId }) => (error ? [] : ['Companies', 'Staff', { type: 'Company', id: Number(companyId) }]),
    }),
  }),
});

export const { useUpdateCollaboratorMutation } = collaboratorsApi;
