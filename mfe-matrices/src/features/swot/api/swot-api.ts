import type {
  ChartSvg,
  ImportAmbientalRequest,
  NewSwotItemRequest,
  SwotChartData,
  SwotChartSvgQuery,
  SwotCrossing,
  SwotCrossingsRequest,
  SwotImportResult,
  SwotItem,
  SwotItemRequest,
} from 'contracts';
import { injectPartEndpoints } from '../../../shared/api/analyses-api';

/** What hangs from the analysis's `data-{id}` tag (shared/api/analyses-api `partEndpoints`): its items and crossings, and so its chart. */
export const swotApi = injectPartEndpoints('swot', 'swotId', (parts, build) => ({
  getSwotItems: parts.read<SwotItem[]>((swotId) => `/api/swots/${swotId}/items/`),
  createSwotItem: parts.write<SwotItem, { body: NewSwotItemRequest }>(({ swotId, body }) => ({ url: `/api/swots/${swotId}/items/`, method: 'POST', body })),
  updateSwotItem: parts.update<SwotItem, SwotItemRequest>('/api/swot_items/'),
  deleteSwotItem: parts.remove('/api/swot_items/'),
  /** With the changed cells only. */
  setCrossings: parts.write<SwotCrossing[], { cells: SwotCrossingsRequest }>(({ swotId, cells }) => ({ url: `/api/swots/${swotId}/crossings/`, method: 'PUT', body: cells })),
  importAmbiental: parts.write<SwotImportResult, { body: ImportAmbientalRequest }>(({ swotId, body }) => ({ url: `/api/swots/${swotId}/import_ambiental/`, method: 'POST', body })),
  getSwotChart: parts.read<SwotChartData>((swotId) => `/api/swots/${swotId}/chart_data/`),
  /** GET /api/swots/{id}/chart_svg/?chart=&width=&height=: one chart of the chart page's first screen, drawn by the server. */
  getSwotChartSvg: build.query<ChartSvg, { swotId: number; query: SwotChartSvgQuery }>({
    query: ({ swotId, query }) => ({ url: `/api/swots/${swotId}/chart_svg/`, params: query }),
    providesTags: (_result, _error, { swotId }) => [parts.dataTag(swotId)],
  }),
}));

export const {
  useGetSwotItemsQuery,
  useCreateSwotItemMutation,
  useUpdateSwotItemMutation,
  useDeleteSwotItemMutation,
  useSetCrossingsMutation,
  useImportAmbientalMutation,
  useGetSwotChartQuery,
  useGetSwotChartSvgQuery,
} = swotApi;
