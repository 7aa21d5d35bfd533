import type { PageViewReport } from 'contracts';
import { baseApi } from 'contracts/client';

export const pageViewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/analytics/pageviews?from=&to= (system administrators) */
    getPageViews: build.query<PageViewReport, { from: string; to: string }>({
      query: ({ from, to }) => `/api/analytics/pageviews?${new URLSearchParams({ from, to })}`,
    }),
  }),
});

export const { useGetPageViewsQuery } = pageViewsApi;
