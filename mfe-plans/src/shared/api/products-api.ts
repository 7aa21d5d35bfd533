import type { PaymentConfig, Product } from 'contracts';
import { baseApi } from 'contracts/client';

/** The plans on sale: read by the plans page and by the system administrator's products page. */
export const productsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/payment/products (sorted by ordem) */
    getProducts: build.query<Product[], void>({
      query: () => '/api/payment/products',
      providesTags: ['Plans'],
    }),
    /** GET /api/payment/config: the installation's payment provider (fixed while it runs). */
    getPaymentConfig: build.query<PaymentConfig, void>({
      query: () => '/api/payment/config',
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetProductsQuery, useGetPaymentConfigQuery } = productsApi;
