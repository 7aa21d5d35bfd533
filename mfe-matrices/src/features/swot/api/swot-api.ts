import type {
  ImportAmbientalRequest,
  NewSwotItemRequest,
  SwotChartData,
  SwotCrossing,
  SwotCrossingsRequest,
  SwotImportResult,
  SwotItem,
  SwotItemRequest,
} from 'contracts';
import { injectPartEndpoints } from '../../../shared/api/analyses-api';

/** What hangs from the analysis's `data-{id}` tag (shared/api/analyses-api `partEndpoints`): its items and crossings, and so its chart. */
export const swotApi = injectPartEndpoints('swot', 'swotId', (parts) => ({
  getSwotItems: parts.read<SwotItem[]>((swotId) => `/api/swots/${swotId}/items/`),
  createSwotItem: parts.write<SwotItem, { body: NewSwotItemRequest }>(({ swotId, body }) => ({ url: `/api/swots/${swotId}/items/`, method: 'POST', body })),
  updateSwotItem: parts.update<SwotItem, SwotItemRequest>('/api/swot_items/'),
  deleteSwotItem: parts.remove('/api/swot_items/'),
  /** With the changed cells only. */
  setCrossings: parts.write<SwotCrossing[], { cells: SwotCrossingsRequest }>(({ swotId, cells }) => ({ url: `/api/swots/${swotId}/crossings/`, method: 'PUT', body: cells })),
  importAmbiental: parts.write<SwotImportResult, { body: ImportAmbientalRequest }>(({ swotId, body }) => ({ url: `/api/swots/${swotId}/import_ambiental/`, method: 'POST', body })),
  getSwotChart: parts.read<SwotChartData>((swotId) => `/api/swots/${swotId}/chart_data/`),
}));

export const {
  useGetSwotItemsQuery,
  useCreateSwotItemMutation,
  useUpdateSwotItemMutation,
  useDeleteSwotItemMutation,
  useSetCrossingsMutation,
  useImportAmbientalMutation,
  useGetSwotChartQuery,
} = swotApi;
