import { ANALYSIS_KINDS, type AnalysisKind, apiUrl, type HistoryPage, historyRoutes, type Revision } from 'contracts';
import { baseApi } from 'contracts/client';
import { analysisDataTag, analysisDerivedTag, analysisTag } from '../api/analyses-api';

/** A revision with the analysis, its chart and what its chart view looks up, as they were; `chart` has the shape of the kind's chart route. */
export interface PastRevision extends Revision {
  analysis: unknown;
  chart: unknown;
  lookups: unknown;
}

interface InAnalysis {
  kind: AnalysisKind;
  id: number;
}

/** A history URL of the kind (contracts `historyRoutes` of its descriptor) for one analysis and revision. */
const historyUrl = (kind: AnalysisKind, route: keyof ReturnType<typeof historyRoutes>, id: number, revision = 0) =>
  apiUrl(historyRoutes(ANALYSIS_KINDS[kind].routes)[route], id).replace(':revision', String(revision));

/**
 * The history endpoints of every kind, beside the analyses' own (shared/api/analyses-api): they
 * carry the analysis's `data-{id}` and `derived-{id}` tags, so any write inside it refreshes the list, and a restore
 * refreshes the analysis and everything inside it.
 */
const historyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/history/?limit&offset: newest first. */
    getHistory: build.query<HistoryPage, InAnalysis & { offset: number; limit?: number }>({
      query: ({ kind, id, offset, limit }) => ({ url: historyUrl(kind, 'list', id), params: { offset, ...(limit ? { limit } : {}) } }),
      providesTags: (_result, _error, { kind, id }) => [analysisDataTag(kind, id), analysisDerivedTag(kind, id)],
    }),
    /** GET …/history/{revision}/: the analysis and its chart right after that revision. */
    getRevision: build.query<PastRevision, InAnalysis & { revision: number }>({
      query: ({ kind, id, revision }) => historyUrl(kind, 'one', id, revision),
      providesTags: (_result, _error, { kind, id }) => [analysisDataTag(kind, id), analysisDerivedTag(kind, id)],
    }),
    /** POST …/history/{revision}/restore/ (writers). */
    restoreRevision: build.mutation<unknown, InAnalysis & { revision: number }>({
      query: ({ kind, id, revision }) => ({ url: historyUrl(kind, 'restore', id, revision), method: 'POST' }),
      invalidatesTags: (_result, error, { kind, id }) => (error ? [] : [analysisDataTag(kind, id), analysisTag(kind, id)]),
    }),
  }),
});

export const { useGetHistoryQuery, useLazyGetHistoryQuery, useGetRevisionQuery, useRestoreRevisionMutation } = historyApi;
