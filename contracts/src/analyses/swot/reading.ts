import { type AnalysisReading, listOfNames, readingScore } from '../reading.js';
import { SWOT_READING_TEXTS as T } from './reading-texts.js';
import { crossQuadrant, SWOT_CROSS_QUADRANT_NAMES, SWOT_MAX_INTENSITY, SWOT_POSTURES, type SwotCrossQuadrant } from './formulas.js';
import type { SwotChartData } from './schema.js';

/**
 * The SWOT Sistêmica's reading (issue 22, docs/DECISIONS.md "Automatic readings"): the
 * posture and why (the four crossing scores, highest first) and the strongest crossings, each
 * weighed as the scores weigh it: importance × importance × intensity / 3 (0..1).
 */

/** How many crossings the reading names. */
export const SWOT_READING_TOP = 3;

// In the posture's tie order, so the posture's quadrant leads the scores it won.
const QUADRANTS = Object.keys(SWOT_POSTURES) as SwotCrossQuadrant[];

export function swotReading(chart: SwotChartData): AnalysisReading {
  const items = new Map(chart.items.map((item) => [item.id, item]));
  const crossings = chart.crossings
    .flatMap(({ internal, external, intensity }) => {
      const [inner, outer] = [items.get(internal), items.get(external)];
      return inner && outer && intensity > 0
        ? [{ inner, outer, intensity, weight: (inner.importance * outer.importance * intensity) / SWOT_MAX_INTENSITY }]
        : [];
    })
    // Heaviest first; a sort is stable, so ties keep the answer's order.
    .sort((a, b) => b.weight - a.weight)
    .slice(0, SWOT_READING_TOP);
  const crossingLines = crossings.map(({ inner, outer, intensity, weight }) =>
    T.crossing(inner.text, outer.text, SWOT_CROSS_QUADRANT_NAMES[crossQuadrant(inner.quadrant, outer.quadrant)], T.intensities[intensity] ?? String(intensity), readingScore(weight)),
  );
  const { posture, scores } = chart;
  const byScore = [...QUADRANTS].sort((a, b) => scores[b] - scores[a]);
  const postureLines = posture
    ? [
        T.postureLine(posture.posture, SWOT_CROSS_QUADRANT_NAMES[posture.quadrant], readingScore(scores[posture.quadrant])),
        T.scores(listOfNames(byScore.map((quadrant) => T.score(SWOT_CROSS_QUADRANT_NAMES[quadrant], readingScore(scores[quadrant]))))),
        T.meaning[posture.posture],
      ]
    : [T.noPosture];
  return {
    headline: posture ? T.headline(posture.posture, SWOT_CROSS_QUADRANT_NAMES[posture.quadrant], readingScore(scores[posture.quadrant])) : T.headlineNone,
    sections: [
      { title: T.posture, lines: postureLines },
      { title: T.crossings, lines: crossingLines.length > 0 ? crossingLines : [T.noCrossing] },
    ],
  };
}
