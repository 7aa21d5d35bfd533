import { createApi } from '@reduxjs/toolkit/query/react';
import { ANALYSIS_KIND_KEYS, ANALYSIS_KINDS, type AnalysisKind } from '../analyses/kinds.js';
import { createEnvelopeBaseQuery } from './base-query.js';

type AnalysisTag = (typeof ANALYSIS_KINDS)[AnalysisKind]['tag'];

/** Cache tags shared by every app, so an invalidation in one remote refreshes another; each analysis kind's from its descriptor. */
export const TAG_TYPES = [
  ...(['User', 'Company', 'Companies', 'Staff', 'Plans', 'Purchases'] as const),
  ...ANALYSIS_KIND_KEYS.map((kind): AnalysisTag => ANALYSIS_KINDS[kind].tag),
];

/**
 * The one RTK Query API of the product (one per base URL, as RTK advises). Apps add their
 * endpoints beside the feature that uses them with `baseApi.injectEndpoints`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createEnvelopeBaseQuery(),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
