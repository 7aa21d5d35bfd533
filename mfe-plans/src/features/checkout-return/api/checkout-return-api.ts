import type { CheckoutCompany } from 'contracts';
import { baseApi } from 'contracts/client';

export const checkoutReturnApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/payment/get_company_id_for_checkout_code/{code} */
    getCompanyIdForCheckoutCode: build.query<CheckoutCompany, string>({
      query: (code) => `/api/payment/get_company_id_for_checkout_code/${encodeURIComponent(code)}`,
    }),
  }),
});

export const { useGetCompanyIdForCheckoutCodeQuery } = checkoutReturnApi;
