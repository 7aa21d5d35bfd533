import * as texts from '../../../texts';
import type { McpChartCategory } from 'contracts';
import { ColorSwatch } from './ColorSwatch';
import styles from './McpPages.module.css';

/** One toggle per category, in its colour (its bubbles'): a pressed button is a category drawn on the chart. */
export function ChartLegend({
  categories,
  colors,
  hidden,
  onToggle,
}: {
  categories: readonly McpChartCategory[];
  /** Each category's colour, the bubbles' (categoryColors). */
  colors: ReadonlyMap<number, string>;
  hidden: ReadonlySet<number>;
  onToggle: (categoryId: number) => void;
}) {
  return (
    <ul aria-label={texts.mcp.chart.legend} data-testid="mcp-chart-legend" className={styles.legend}>
      {categories.map((category) => (
        <li key={category.id}>
          <button type="button" aria-pressed={!hidden.has(category.id)} onClick={() => onToggle(category.id)}>
            <ColorSwatch color={colors.get(category.id) ?? ''} /> {category.name}
          </button>
        </li>
      ))}
    </ul>
  );
}
