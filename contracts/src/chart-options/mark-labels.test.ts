import { describe, expect, it } from 'vitest';
import type { LabelLayoutOptionCallbackParams } from 'echarts';
import { MARK_LABEL_WIDTH, markLabel, markLabelLayout } from './mark-labels.js';

/** What ECharts asks the layout about one label: its mark (a 20 px bubble centred at `centre`). */
const asked = (dataIndex: number, centre = 300): LabelLayoutOptionCallbackParams => ({
  dataIndex,
  seriesIndex: 0,
  text: 'Pão francês',
  align: 'center',
  verticalAlign: 'bottom',
  rect: { x: centre - 10, y: 100, width: 20, height: 20 },
  labelRect: { x: centre - 40, y: 80, width: 80, height: 14 },
});

describe('the marks\' names', () => {
  it('are at most 120 px wide, a longer name ending in "…" (whole in the tooltip)', () => {
    expect(markLabel(true, '#333')).toMatchObject({ show: true, position: 'top', width: MARK_LABEL_WIDTH, overflow: 'truncate', ellipsis: '…' });
  });

  it('are laid out as tall as their line, whatever width a browser gives the glyph ECharts would measure a line by', () => {
    const label = markLabel(true, '#333');
    expect(label.lineHeight).toBeGreaterThanOrEqual(label.fontSize);
  });

  it('hide a name that would overlap another instead of drawing one over the other, and draw one near a side inwards', () => {
    const layout = markLabelLayout((index) => [0.05, 0.5, 0.95][index]);
    expect(layout(asked(0, 80))).toEqual({ hideOverlap: true, x: 80, align: 'left' });
    expect(layout(asked(1))).toEqual({ hideOverlap: true });
    expect(layout(asked(2, 600))).toEqual({ hideOverlap: true, x: 600, align: 'right' });
  });
});
