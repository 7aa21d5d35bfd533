import { createApi } from '@reduxjs/toolkit/query/react';
import { createEnvelopeBaseQuery } from './base-query.js';

/** Cache tags shared by every app, so an invalidation in one remote refreshes another. */
export const TAG_TYPES = [
  'User',
  'Company',
  'Companies',
  'Staff',
  'Plans',
  'Purchases',
  'Ambiental',
  'Swot',
  'Mcp',
  'Multifatorial',
] as const;

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
