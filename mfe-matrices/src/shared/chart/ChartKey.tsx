import * as texts from '../../texts';
import type { LegendEntry } from './export-png';

/** A chart's legend: what each colour stands for (the same entries the exported PNG lists). */
export function ChartKey({ entries, testId }: { entries: readonly LegendEntry[]; testId: string }) {
  if (entries.length === 0) return null;
  return (
    <ul aria-label={texts.analyses.chartLegend} data-testid={testId} style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', listStyle: 'none', margin: '8px 0', padding: 0 }}>
      {entries.map((entry, index) => (
        <li key={index}>
          <span aria-hidden="true" style={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', background: entry.color, marginRight: 6 }} />
          {entry.name}
        </li>
      ))}
    </ul>
  );
}
