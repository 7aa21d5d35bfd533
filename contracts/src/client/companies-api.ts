import type { Company, MyCompanies } from 'contracts';
import { baseApi } from './api.js';

const companyChanged = (before: Company, after: Company): boolean =>
  before.company_mode !== after.company_mode ||
  before.company_lock_date !== after.company_lock_date ||
  before.fantasy_name !== after.fantasy_name;

/**
 * The company calls both the shell (header, company guard, automatic selection, status bar)
 * and mfe-companies use. One definition, injected once into the shared baseApi, so the
 * cache and its invalidation are shared: a company renamed or locked in one app refreshes
 * the others.
 */
export const sharedCompaniesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/general/get_my_companies */
    getMyCompanies: build.query<MyCompanies, void>({
      query: () => '/api/general/get_my_companies',
      providesTags: ['Companies'],
    }),
    /** GET /api/general/get_companies_admin */
    getCompaniesAdmin: build.query<Company[], void>({
      query: () => '/api/general/get_companies_admin',
      providesTags: ['Companies'],
    }),
    /** POST /api/general/get_company_basic_info */
    getCompanyBasicInfo: build.query<Company, number>({
      query: (id) => ({ url: '/api/general/get_company_basic_info', method: 'POST', body: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Company', id }],
      // A company that changed since the last answer (a lock, an unlock, a rename made by
      // someone else, seen by the status bar's polling) makes the lists answer again, so the
      // companies page and the selectors show it too.
      async onQueryStarted(_id, { dispatch, getCacheEntry, queryFulfilled }) {
        const before = getCacheEntry().data;
        if (!before) return;
        try {
          const { data: after } = await queryFulfilled;
          if (companyChanged(before, after)) dispatch(baseApi.util.invalidateTags(['Companies']));
        } catch {
          // A failed answer changes nothing here (the shell drops a company it lost).
        }
      },
    }),
    /** GET /api/general/set_active_company/{id} */
    setActiveCompany: build.mutation<Company, number>({
      query: (id) => `/api/general/set_active_company/${id}`,
    }),
  }),
});

export const { useGetMyCompaniesQuery, useGetCompaniesAdminQuery, useGetCompanyBasicInfoQuery, useSetActiveCompanyMutation } =
  sharedCompaniesApi;
