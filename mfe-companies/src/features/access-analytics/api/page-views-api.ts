import { PAGE_VIEW_PAGE_SIZE, type PageViewReport } from 'contracts';
import { baseApi } from 'contracts/client';

export const pageViewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/analytics/pageviews?from=&to=&limit=&offset= (system administrators): the routes a page at a time. */
    getPageViews: build.query<PageViewReport, { from: string; to: string; offset: number }>({
      query: ({ from, to, offset }) => `/api/analytics/pageviews?${new URLSearchParams({ from, to, limit: String(PAGE_VIEW_PAGE_SIZE), offset: String(offset) })}`,
    }),
  }),
});

export const { useGetPageViewsQuery } = pageViewsApi;
