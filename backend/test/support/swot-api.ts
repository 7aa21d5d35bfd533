import type { SwotItem } from 'contracts';
import type { Actor } from './actors.js';
import type { ApiCalls } from './analysis-matrix.js';

/** A SWOT with one item per quadrant and the strength crossed with the opportunity, made through the API. */
export interface SwotFixture {
  companyId: number;
  swotId: number;
  strengthId: number;
  weaknessId: number;
  opportunityId: number;
  threatId: number;
}

export async function swotFixture(api: ApiCalls, companyId: number, actor: Actor = 'owner'): Promise<SwotFixture> {
  const swot = await api.ok(actor, 'post', `/api/company/${companyId}/swots/`, { name: 'SWOT 2025', description: 'Cruzada' });
  const item = async (quadrant: string, text: string, importance: number) =>
    (await api.ok<SwotItem>(actor, 'post', `/api/swots/${swot.id}/items/`, { quadrant, text, importance })).id;
  const strengthId = await item('S', 'Marca forte', 1);
  const weaknessId = await item('W', 'Pouco capital', 0.5);
  const opportunityId = await item('O', 'Mercado em alta', 0.5);
  const threatId = await item('T', 'Concorrência', 1);
  await api.ok(actor, 'put', `/api/swots/${swot.id}/crossings/`, [{ internal: strengthId, external: opportunityId, intensity: 2 }]);
  return { companyId, swotId: swot.id, strengthId, weaknessId, opportunityId, threatId };
}

/** The SWOT tables, for snapshots. */
export const SWOT_TABLES = ['swots', 'swot_items', 'swot_crossings'] as const;
