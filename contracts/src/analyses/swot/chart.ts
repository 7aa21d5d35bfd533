import { rankSwotItems, swotPosture, swotScores } from './formulas.js';
import type { SwotChartData, SwotCrossing, SwotItem } from './schema.js';

/** GET /api/swots/{id}/chart_data/ from the SWOT's items and recorded crossings. */
export function swotChartData(items: readonly SwotItem[], crossings: readonly SwotCrossing[]): SwotChartData {
  const scores = swotScores(items, crossings);
  return {
    scores,
    posture: swotPosture(scores),
    items: rankSwotItems(items, crossings).map(({ id, quadrant, text, importance, weight }) => ({ id, quadrant, text, importance, weight })),
    crossings: crossings.map(({ internal, external, intensity }) => ({ internal, external, intensity })),
  };
}
