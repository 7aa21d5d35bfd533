import { environmentFavorability, factorBalance, rankByStrength, subfactorStrength } from './formulas.js';
import type { AmbientalChartData, FactorWithSubfactors } from './schema.js';

/**
 * GET /api/ambientais/{id}/chart_data/ from the factors and their subfactors: each factor's
 * O, T and favorability (a factor without subfactors is neutral, 0.5), the environment's
 * favorability weighted by the factors' importances, and the subfactors ranked by strength.
 */
export function ambientalChartData(factors: readonly FactorWithSubfactors[]): AmbientalChartData {
  const rows = factors.map((factor) => {
    const balance = factorBalance(factor.subfactors);
    return {
      factorId: factor.id,
      name: factor.name,
      importance: factor.importance,
      O: balance.opportunity,
      T: balance.threat,
      favorability: balance.favorability,
      subfactorCount: factor.subfactors.length,
    };
  });
  const ranking = rankByStrength(factors.flatMap((factor) => factor.subfactors)).map((subfactor) => ({
    subfactorId: subfactor.id,
    factorId: subfactor.factorId,
    name: subfactor.name,
    kind: subfactor.kind,
    weight: subfactorStrength(subfactor),
  }));
  return { favorability: environmentFavorability(rows), factors: rows, ranking };
}
