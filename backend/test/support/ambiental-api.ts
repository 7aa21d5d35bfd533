import type { AmbientalFactor, AmbientalSubfactor } from 'contracts';
import type { Actor } from './actors.js';
import type { ApiCalls } from './analysis-matrix.js';

/** An Ambiental (with its six default factors) and a subfactor in its first factor, made through the API. */
export interface AmbientalFixture {
  companyId: number;
  ambientalId: number;
  /** Político, with the subfactor. */
  factorId: number;
  /** Econômico, empty. */
  otherFactorId: number;
  subfactorId: number;
}

export async function ambientalFixture(api: ApiCalls, companyId: number, actor: Actor = 'owner'): Promise<AmbientalFixture> {
  const ambiental = await api.ok(actor, 'post', `/api/company/${companyId}/ambiental/`, { name: 'Cenário 2025', description: 'Análise PESTAL' });
  const [factor, other] = await api.ok<AmbientalFactor[]>(actor, 'get', `/api/ambientais/${ambiental.id}/factors/`);
  const subfactor = await api.ok<AmbientalSubfactor>(actor, 'post', `/api/factors/${factor.id}/subfactors/`, {
    name: 'Eleições',
    kind: 'ameaca',
    importance: 0.8,
    grade: 0.5,
  });
  return { companyId, ambientalId: ambiental.id, factorId: factor.id, otherFactorId: other.id, subfactorId: subfactor.id };
}

/** The Ambiental tables, for snapshots. */
export const AMBIENTAL_TABLES = ['ambientais', 'ambiental_factors', 'ambiental_subfactors'] as const;
