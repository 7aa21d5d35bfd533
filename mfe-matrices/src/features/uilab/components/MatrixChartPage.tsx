import { useMemo, useState } from 'react';
import { BubbleChart } from '../../../shared/chart/BubbleChart';
import { bubbleChartOption } from '../../../shared/chart/bubble-chart-option';
import * as texts from '../../../texts';
import { SIMULATED_BUBBLES } from '../simulated-bubbles';
import styles from './Uilab.module.css';

const t = texts.uilab.chart;

export function MatrixChartPage() {
  const [showLabels, setShowLabels] = useState(true);
  const option = useMemo(() => bubbleChartOption(SIMULATED_BUBBLES, t, showLabels), [showLabels]);
  return (
    <section data-testid="uilab-matrixchart-page">
      <div className={styles.toolbar}>
        <h1>{t.heading}</h1>
        <label className={styles.inline}>
          <input type="checkbox" checked={showLabels} onChange={(e) => setShowLabels(e.target.checked)} data-testid="chart-labels-toggle" />
          {t.showLabels}
        </label>
      </div>
      <p>{t.simulated}</p>
      <BubbleChart option={option} />
    </section>
  );
}
