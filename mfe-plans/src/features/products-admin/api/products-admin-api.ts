import type { DeletedProduct, Product, PlanProductRequest } from 'contracts';
import { baseApi } from 'contracts/client';

const changesPlans = (_result: unknown, error: unknown): 'Plans'[] => (error ? [] : ['Plans']);

/** The system administrator's product calls; each refreshes the plans lists. */
export const productsAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/payment/products */
    createProduct: build.mutation<Product, PlanProductRequest>({
      query: (body) => ({ url: '/api/payment/products', method: 'POST', body }),
      invalidatesTags: changesPlans,
    }),
    /** PUT /api/payment/products/{id} */
    updateProduct: build.mutation<Product, { id: number; product: PlanProductRequest }>({
      query: ({ id, product }) => ({ url: `/api/payment/products/${id}`, method: 'PUT', body: product }),
      invalidatesTags: changesPlans,
    }),
    /** DELETE /api/payment/products/{id} */
    deleteProduct: build.mutation<DeletedProduct, number>({
      query: (id) => ({ url: `/api/payment/products/${id}`, method: 'DELETE' }),
      invalidatesTags: changesPlans,
    }),
  }),
});

export const { useCreateProductMutation, useUpdateProductMutation, useDeleteProductMutation } = productsAdminApi;
