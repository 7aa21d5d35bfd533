import { expect, test, type Locator } from '@playwright/test';
import { bubbleRadius } from 'contracts';
import { expectRemotePage, PATHS } from '../support/app.js';

/** The UI lab's simulated items (mfe-matrices/src/features/uilab/simulated-bubbles.ts). */
const ACTIVE = [
  { name: 'Linha Premium', color: '#1f6fb2', size: 0.9 },
  { name: 'Linha Básica', color: '#2e7d32', size: 0.55 },
  { name: 'Exportação', color: '#ef6c00', size: 0.4 },
  { name: 'Varejo', color: null, size: 0.25 }, // colour 0: picked from the name
  { name: 'Serviços', color: '#6a1b9a', size: 0.15 },
];
const INACTIVE = 'Linha Descontinuada';

// ECharts' SVG renderer draws each scatter symbol as a unit circle path scaled by its radius.
const CIRCLE_PATH = 'path[d^="M1 0A1 1 0 1 1"]';

async function bubbles(chart: Locator) {
  return chart.locator(`svg ${CIRCLE_PATH}`).evaluateAll((paths) =>
    paths.map((path) => {
      const matrix = /matrix\(([^)]+)\)/.exec(path.getAttribute('transform') ?? '')?.[1].split(',').map(Number) ?? [];
      return { fill: path.getAttribute('fill'), radius: matrix[0], x: matrix[4], y: matrix[5] };
    }),
  );
}

const label = (chart: Locator, name: string) => chart.locator('svg text').filter({ hasText: new RegExp(`^${name}$`) });

test('the UI lab chart draws one bubble per active item and the toggle shows or hides the labels', async ({ page }) => {
  await page.goto(PATHS.matrixChart);
  await expectRemotePage(page);
  const chart = page.getByTestId('matrix-chart');
  await expect(chart.locator(`svg ${CIRCLE_PATH}`)).toHaveCount(ACTIVE.length);

  const drawn = await bubbles(chart);
  for (const item of ACTIVE.filter((entry) => entry.color)) expect(drawn.map((bubble) => bubble.fill)).toContain(item.color);
  // Radius proportional to 1 + 6 × size: ordered by size, with one scale for all bubbles.
  const bySize = [...drawn].sort((a, b) => b.radius - a.radius);
  const scale = bySize[0].radius / bubbleRadius(ACTIVE[0].size);
  ACTIVE.forEach((item, index) => expect(bySize[index].radius).toBeCloseTo(scale * bubbleRadius(item.size), 1));

  // Labels on: each active item's name, above its bubble; the inactive item is not drawn.
  for (const item of ACTIVE) await expect(label(chart, item.name)).toHaveCount(1);
  await expect(label(chart, INACTIVE)).toHaveCount(0);
  const premium = bySize[0];
  const premiumLabel = await label(chart, 'Linha Premium').getAttribute('transform');
  const [labelX, labelY] = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(premiumLabel ?? '')!.slice(1).map(Number);
  expect(labelX).toBeCloseTo(premium.x, 0);
  expect(labelY).toBeLessThan(premium.y);

  const toggle = page.getByTestId('chart-labels-toggle');
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  for (const item of ACTIVE) await expect(label(chart, item.name)).toHaveCount(0);
  await expect(chart.locator(`svg ${CIRCLE_PATH}`)).toHaveCount(ACTIVE.length);
  // Axis names stay: only the bubble labels went away.
  await expect(label(chart, 'Força competitiva')).toHaveCount(1);

  await toggle.check();
  for (const item of ACTIVE) await expect(label(chart, item.name)).toHaveCount(1);
});
