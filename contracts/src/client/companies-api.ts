import type { Company, MyCompanies } from 'contracts';
import { baseApi } from './api.js';

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
    }),
    /** GET /api/general/set_active_company/{id} */
    setActiveCompany: build.mutation<Company, number>({
      query: (id) => `/api/general/set_active_company/${id}`,
    }),
  }),
});

export const { useGetMyCompaniesQuery, useGetCompaniesAdminQuery, useGetCompanyBasicInfoQuery, useSetActiveCompanyMutation } =
  sharedCompaniesApi;
