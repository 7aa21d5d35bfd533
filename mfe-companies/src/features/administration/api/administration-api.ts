import type { Company, CompanyStaff, FindUserByEmailRequest, FoundUser } from 'contracts';
import { baseApi } from 'contracts/client';

const companyChanged = (id: number) => ['Companies' as const, { type: 'Company' as const, id }];

export const administrationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/general/get_company_staff/{companyId} */
    getCompanyStaff: build.query<CompanyStaff, number>({
      query: (companyId) => `/api/general/get_company_staff/${companyId}`,
      providesTags: ['Staff'],
    }),
    /** POST /api/general/find_user_by_email */
    findUserByEmail: build.mutation<FoundUser, FindUserByEmailRequest>({
      query: (body) => ({ url: '/api/general/find_user_by_email', method: 'POST', body }),
    }),
    /** GET /api/general/lock_company/{id} */
    lockCompany: build.mutation<Company, number>({
      query: (id) => `/api/general/lock_company/${id}`,
      invalidatesTags: (_result, error, id) => (error ? [] : companyChanged(id)),
    }),
    /** POST /api/general/unlock_company/{id} */
    unlockCompany: build.mutation<Company, { id: number; date: string }>({
      query: ({ id, date }) => ({ url: `/api/general/unlock_company/${id}`, method: 'POST', body: { date } }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : companyChanged(id)),
    }),
    /** POST /api/general/extend_company/{id} */
    extendCompany: build.mutation<Company, { id: number; date: string }>({
      query: ({ id, date }) => ({ url: `/api/general/extend_company/${id}`, method: 'POST', body: { date } }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : companyChanged(id)),
    }),
    /** GET /api/general/toggle_demo/{id} */
    toggleDemo: build.mutation<Company, number>({
      query: (id) => `/api/general/toggle_demo/${id}`,
      invalidatesTags: (_result, error, id) => (error ? [] : companyChanged(id)),
    }),
  }),
});

export const {
  useGetCompanyStaffQuery,
  useFindUserByEmailMutation,
  useLockCompanyMutation,
  useUnlockCompanyMutation,
  useExtendCompanyMutation,
  useToggleDemoMutation,
} = administrationApi;
