import type {
  BulkControlDataRequest,
  CategoriesAndCompetitors,
  CategoriesAndProducts,
  CategoryRequest,
  ChartSvg,
  CompetitorRequest,
  ExpensesRequest,
  McpCategory,
  McpChartData,
  McpChartWire,
  McpChartQuery,
  McpChartSvgQuery,
  McpCompanyDefaults,
  McpCompanyDefaultsRequest,
  McpCompetitor,
  McpControlData,
  McpDomains,
  McpProduct,
  ProductAdditionalInfo,
  ProductRequest,
} from 'contracts';
import { expandMcpChartData } from 'contracts';
import { baseApi } from 'contracts/client';
import { partTags } from '../../../shared/api/analyses-api';

/**
 * Cache tags of type 'Mcp' (the list's and the analysis's own: shared/api/analyses-api):
 * `data-{id}` holds everything inside the MCP (categories, products, competitors, control data,
 *   expenses, domains) and so its chart: any edit there refreshes the chart.
 */
const { dataTag, onSuccess } = partTags('mcp');
/** Chart defaults are the company's: they change the chart of every MCP of it. */
const companyChartTag = (companyId: number) => ({ type: 'Mcp' as const, id: `chart-company-${companyId}` });

/** Every call that names its MCP carries its id, so the edit refreshes that MCP's data and chart. */
interface InMcp {
  mcpId: number;
}

/** Only the query parameters that are set: chart_data falls back to the company's defaults. */
function chartParams(query: McpChartQuery): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

export const mcpApi = baseApi.injectEndpoints({
  endpoints: (build) => ({

    /** GET /api/mcps/{id}/categories_and_products/ */
    getCategoriesAndProducts: build.query<CategoriesAndProducts, number>({
      query: (mcpId) => `/api/mcps/${mcpId}/categories_and_products/`,
      providesTags: (_result, _error, mcpId) => [dataTag(mcpId)],
    }),
    /** GET /api/mcps/{id}/categories_and_competitors/ */
    getCategoriesAndCompetitors: build.query<CategoriesAndCompetitors, number>({
      query: (mcpId) => `/api/mcps/${mcpId}/categories_and_competitors/`,
      providesTags: (_result, _error, mcpId) => [dataTag(mcpId)],
    }),
    /** POST /api/mcps/{id}/categories/ */
    createCategory: build.mutation<McpCategory, InMcp & { body: CategoryRequest }>({
      query: ({ mcpId, body }) => ({ url: `/api/mcps/${mcpId}/categories/`, method: 'POST', body }),
      invalidatesTags: onSuccess(({ mcpId }) => [dataTag(mcpId)]),
    }),
    /** PUT /api/category/{id}/ */
    updateCategory: build.mutation<McpCategory, InMcp & { id: number; version: number; body: CategoryRequest }>({
      query: ({ id, version, body }) => ({ url: `/api/category/${id}/`, method: 'PUT', body, version }),
      invalidatesTags: onSuccess(({ mcpId }) => [dataTag(mcpId)]),
    }),
    /** DELETE /api/category/{id}/ (its products and competitors go with it). */
    deleteCategory: build.mutation<unknown, InMcp & { id: number; version: number }>({
      query: ({ id, version }) => ({ url: `/api/category/${id}/`, method: 'DELETE', version }),
      invalidatesTags: onSuccess(({ mcpId }) => [dataTag(mcpId)]),
    }),
    /** POST /api/products/ */
    createProduct: build.mutation<McpProduct, InMcp & { body: ProductRequest }>({
      query: ({ body }) => ({ url: '/api/products/', method: 'POST', body }),
      invalidatesTags: onSuccess(({ mcpId }) => [dataTag(mcpId)]),
    }),
    /** PUT /api/products/{id}/ */
    updateProduct: build.mutation<McpProduct, InMcp & { id: number; version: number; body: ProductRequest }>({
      query: ({ id, version, body }) => ({ url: `/api/products/${id}/`, method: 'PUT', body, version }),
      invalidatesTags: onSuccess(({ mcpId }) => [dataTag(mcpId)]),
    }),
    /** DELETE /api/products/{id}/ */
    deleteProduct: build.mutation<unknown, InMcp & { id: number; version: number }>({
      query: ({ id, version }) => ({ url: `/api/products/${id}/`, method: 'DELETE', version }),
      invalidatesTags: onSuccess(({ mcpId }) => [dataTag(mcpId)]),
    }),
    /** POST /api/competitors/ */
    createCompetitor: build.mutation<McpCompetitor, InMcp & { body: CompetitorRequest }>({
      query: ({ body }) => ({ url: '/api/competitors/', method: 'POST', body }),
      invalidatesTags: onSuccess(({ mcpId }) => [dataTag(mcpId)]),
    }),
    /** PUT /api/competitors/{id}/ */
    updateCompetitor: build.mutation<McpCompetitor, InMcp & { id: number; version: number; body: CompetitorRequest }>({
      query: ({ id, version, body }) => ({ url: `/api/competitors/${id}/`, method: 'PUT', body, version }),
      invalidatesTags: onSuccess(({ mcpId }) => [dataTag(mcpId)]),
    }),
    /** DELETE /api/competitors/{id}/ */
    deleteCompetitor: build.mutation<unknown, InMcp & { id: number; version: number }>({
      query: ({ id, version }) => ({ url: `/api/competitors/${id}/`, method: 'DELETE', version }),
      invalidatesTags: onSuccess(({ mcpId }) => [dataTag(mcpId)]),
    }),

    /** GET /api/mcps/{id}/control_data/: every month of every product and competitor. */
    getControlData: build.query<McpControlData, number>({
      query: (mcpId) => `/api/mcps/${mcpId}/control_data/`,
      providesTags: (_result, _error, mcpId) => [dataTag(mcpId)],
    }),
    /** PUT /api/mcps/{id}/control_data/: the grid's (or an import's) rows, all or nothing. */
    saveControlData: build.mutation<McpControlData, InMcp & { rows: BulkControlDataRequest }>({
      query: ({ mcpId, rows }) => ({ url: `/api/mcps/${mcpId}/control_data/`, method: 'PUT', body: rows }),
      invalidatesTags: onSuccess(({ mcpId }) => [dataTag(mcpId)]),
    }),
    /** GET /api/products/{id}/retrieve_additional_info/: tags and the last 12 months. */
    getProductAdditionalInfo: build.query<ProductAdditionalInfo, InMcp & { productId: number }>({
      query: ({ productId }) => `/api/products/${productId}/retrieve_additional_info/`,
      providesTags: (_result, _error, { mcpId }) => [dataTag(mcpId)],
    }),
    /** PUT /api/products/{id}/update_expenses/: replaces that month's named expenses (If-Match: the product's version). */
    updateExpenses: build.mutation<unknown, InMcp & { productId: number; version: number; body: ExpensesRequest }>({
      query: ({ productId, version, body }) => ({ url: `/api/products/${productId}/update_expenses/`, method: 'PUT', body, version }),
      invalidatesTags: onSuccess(({ mcpId }) => [dataTag(mcpId)]),
    }),

    /** GET /api/mcps/{id}/retrieve_domains_and_categories/ */
    getDomains: build.query<McpDomains, number>({
      query: (mcpId) => `/api/mcps/${mcpId}/retrieve_domains_and_categories/`,
      providesTags: (_result, _error, mcpId) => [dataTag(mcpId)],
    }),
    /** POST /api/products/{id}/add_product_domain/ */
    addProductDomain: build.mutation<unknown, InMcp & { productId: number; name: string }>({
      query: ({ productId, name }) => ({ url: `/api/products/${productId}/add_product_domain/`, method: 'POST', body: { name } }),
      invalidatesTags: onSuccess(({ mcpId }) => [dataTag(mcpId)]),
    }),
    /** POST /api/products/{id}/add_product_subcategory/: creates the subcategory if new and tags the product. */
    addProductSubcategory: build.mutation<unknown, InMcp & { productId: number; domainId: number; name: string }>({
      query: ({ productId, domainId, name }) => ({
        url: `/api/products/${productId}/add_product_subcategory/`,
        method: 'POST',
        body: { domainId, name },
      }),
      invalidatesTags: onSuccess(({ mcpId }) => [dataTag(mcpId)]),
    }),
    /** PUT /api/products/{id}/update_product_domain/: renames the domain (If-Match: the domain's version). */
    renameDomain: build.mutation<unknown, InMcp & { productId: number; domainId: number; version: number; name: string }>({
      query: ({ productId, domainId, version, name }) => ({
        url: `/api/products/${productId}/update_product_domain/`,
        method: 'PUT',
        body: { domainId, name },
        version,
      }),
      invalidatesTags: onSuccess(({ mcpId }) => [dataTag(mcpId)]),
    }),
    /** PUT /api/products/{id}/update_product_subcategory/: retags the product inside the domain (If-Match: its tag's version; none while untagged). */
    retagSubcategory: build.mutation<unknown, InMcp & { productId: number; domainId: number; version: number | undefined; subcategoryId: number }>({
      query: ({ productId, domainId, version, subcategoryId }) => ({
        url: `/api/products/${productId}/update_product_subcategory/`,
        method: 'PUT',
        body: { domainId, subcategoryId },
        version,
      }),
      invalidatesTags: onSuccess(({ mcpId }) => [dataTag(mcpId)]),
    }),

    /** PUT /api/company/{companyId}/mcps/update_company/: the company's chart defaults. */
    updateChartDefaults: build.mutation<McpCompanyDefaults, { companyId: number; body: McpCompanyDefaultsRequest }>({
      query: ({ companyId, body }) => ({ url: `/api/company/${companyId}/mcps/update_company/`, method: 'PUT', body }),
      invalidatesTags: onSuccess(({ companyId }) => [companyChartTag(companyId)]),
    }),
    /** GET /api/company/{companyId}/mcps/chart_data/?mcp=&grouping=&from=&to=&subcategory= */
    getChartData: build.query<McpChartData, { companyId: number; query: McpChartQuery & { mcp: number } }>({
      query: ({ companyId, query }) => ({ url: `/api/company/${companyId}/mcps/chart_data/`, params: chartParams(query) }),
      // The compact answer (ETag: the browser revalidates it with If-None-Match) made into the chart records.
      transformResponse: (wire: McpChartWire) => expandMcpChartData(wire),
      providesTags: (_result, _error, { companyId, query }) => [dataTag(query.mcp), companyChartTag(companyId)],
    }),
    /** GET /api/company/{companyId}/mcps/chart_svg/?mcp=&width=&height=: the chart page's first screen, drawn by the server. */
    getChartSvg: build.query<ChartSvg, { companyId: number; query: McpChartSvgQuery & { mcp: number } }>({
      query: ({ companyId, query }) => ({ url: `/api/company/${companyId}/mcps/chart_svg/`, params: chartParams(query) }),
      providesTags: (_result, _error, { companyId, query }) => [dataTag(query.mcp), companyChartTag(companyId)],
    }),
  }),
});

export const {
  useGetCategoriesAndProductsQuery,
  useGetCategoriesAndCompetitorsQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useCreateCompetitorMutation,
  useUpdateCompetitorMutation,
  useDeleteCompetitorMutation,
  useGetControlDataQuery,
  useSaveControlDataMutation,
  useGetProductAdditionalInfoQuery,
  useUpdateExpensesMutation,
  useGetDomainsQuery,
  useAddProductDomainMutation,
  useAddProductSubcategoryMutation,
  useRenameDomainMutation,
  useRetagSubcategoryMutation,
  useUpdateChartDefaultsMutation,
  useGetChartDataQuery,
  useGetChartSvgQuery,
} = mcpApi;
