import type { Checkout, Purchase } from 'contracts';
import { baseApi } from 'contracts/client';

export const purchasesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/payment/compras/{companyId} (newest first) */
    getPurchases: build.query<Purchase[], number>({
      query: (companyId) => `/api/payment/compras/${companyId}`,
      providesTags: (_result, _error, companyId) => [{ type: 'Purchases', id: companyId }],
    }),
    /** GET /api/payment/{companyId}/buy/{productId}: a purchase "Processando" and the provider's checkout URL. */
    buyPlan: build.mutation<Checkout, { companyId: number; productId: number }>({
      query: ({ companyId, productId }) => `/api/payment/${companyId}/buy/${productId}`,
      invalidatesTags: (_result, error, { companyId }) => (error ? [] : [{ type: 'Purchases', id: companyId }]),
    }),
  }),
});

export const { useGetPurchasesQuery, useBuyPlanMutation } = purchasesApi;
