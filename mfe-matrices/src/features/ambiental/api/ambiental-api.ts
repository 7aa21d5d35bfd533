import type {
  AmbientalChartData,
  AmbientalChartSvgQuery,
  ChartSvg,
  AmbientalFactor,
  AmbientalSubfactor,
  AmbientalTemplate,
  FactorRequest,
  FactorWithSubfactors,
  NewFactorRequest,
  NewSubfactorRequest,
  SubfactorRequest,
} from 'contracts';
import { injectPartEndpoints } from '../../../shared/api/analyses-api';

/** What hangs from the analysis's `data-{id}` tag (shared/api/analyses-api `partEndpoints`): its factors and subfactors, and so its chart. */
export const ambientalApi = injectPartEndpoints('ambiental', 'ambientalId', (parts, build) => ({
  /** GET /api/novaambiental/{companyId}/: the factors a new analysis starts with. */
  getAmbientalTemplate: build.query<AmbientalTemplate, number>({
    query: (companyId) => `/api/novaambiental/${companyId}/`,
  }),
  getFactorsWithSubfactors: parts.read<FactorWithSubfactors[]>((ambientalId) => `/api/ambientais/${ambientalId}/factors/listWithSubfactors/`),
  createFactor: parts.write<AmbientalFactor, { body: NewFactorRequest }>(({ ambientalId, body }) => ({ url: `/api/ambientais/${ambientalId}/factors/`, method: 'POST', body })),
  updateFactor: parts.update<AmbientalFactor, FactorRequest>('/api/factors/'),
  deleteFactor: parts.remove('/api/factors/'),
  createSubfactor: parts.write<AmbientalSubfactor, { factorId: number; body: NewSubfactorRequest }>(({ factorId, body }) => ({ url: `/api/factors/${factorId}/subfactors/`, method: 'POST', body })),
  updateSubfactor: parts.update<AmbientalSubfactor, SubfactorRequest>('/api/subfactors/'),
  deleteSubfactor: parts.remove('/api/subfactors/'),
  getAmbientalChart: parts.read<AmbientalChartData>((ambientalId) => `/api/ambientais/${ambientalId}/chart_data/`),
  /** GET /api/ambientais/{id}/chart_svg/?chart=&width=&height=: one chart of the chart page's first screen, drawn by the server. */
  getAmbientalChartSvg: build.query<ChartSvg, { ambientalId: number; query: AmbientalChartSvgQuery }>({
    query: ({ ambientalId, query }) => ({ url: `/api/ambientais/${ambientalId}/chart_svg/`, params: query }),
    providesTags: (_result, _error, { ambientalId }) => [parts.dataTag(ambientalId)],
  }),
}));

export const {
  useGetAmbientalTemplateQuery,
  useGetFactorsWithSubfactorsQuery,
  useCreateFactorMutation,
  useCreateSubfactorMutation,
  useGetAmbientalChartQuery,
  useGetAmbientalChartSvgQuery,
} = ambientalApi;
