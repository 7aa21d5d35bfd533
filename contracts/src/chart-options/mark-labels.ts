import type { LabelLayoutOptionCallbackParams } from 'echarts';

/**
 * The names drawn over the marks of the matrix charts (bubbles of the MCP, the Multifatorial,
 * the Ambiental), the same on screen, in the PNG and in the PDF, which draw one option:
 * - a name is at most MARK_LABEL_WIDTH px wide, a longer one ends in "…" (60 characters would
 *   run off a phone's chart at both ends); the whole name is the first line of the mark's
 *   tooltip, on hover or tap;
 * - a label that would overlap one drawn before it is hidden (ECharts' `hideOverlap`), never
 *   drawn over it; its mark keeps its tooltip. ECharts' `moveOverlap` is not used: it shifts
 *   labels along one axis over the whole chart, stacking the names of far-apart bubbles too;
 * - near the plot's left or right side a name is drawn from its mark inwards instead of
 *   centred on it, so it is never cut at the chart's edge.
 */
export const MARK_LABEL_WIDTH = 120;

/**
 * A name's font size and line height (px), given: without a line height ECharts takes a line's
 * height from the width of the glyph '国' in the font, which a browser lacking a CJK font (a
 * server's Chromium printing the PDF, many Linux desktops) measures at about 4 px. The label
 * manager then judges names by 4 px tall boxes, and two names a few pixels apart vertically
 * are both kept and drawn over one another. Node's server-side rendering estimates the glyph
 * instead, which is why it hid them.
 */
const MARK_LABEL_FONT_SIZE = 12;
const MARK_LABEL_LINE_HEIGHT = 16;

/** Left or right of these (0..1 on the x axis), a mark's name is drawn inwards from it. */
const EDGE_SHARE = 0.2;

/** A mark's name label: on top of it, truncated to MARK_LABEL_WIDTH. */
export function markLabel(show: boolean, color: string) {
  return {
    show,
    position: 'top' as const,
    formatter: '{b}',
    color,
    fontSize: MARK_LABEL_FONT_SIZE,
    lineHeight: MARK_LABEL_LINE_HEIGHT,
    width: MARK_LABEL_WIDTH,
    overflow: 'truncate' as const,
    ellipsis: '…',
  };
}

/**
 * A series' `labelLayout`: overlapping names hidden, and a name near a side of the plot drawn
 * inwards. `xOf` answers a data index's x (0..1; undefined for a point with no place).
 */
export function markLabelLayout(xOf: (dataIndex: number) => number | undefined) {
  return (params: LabelLayoutOptionCallbackParams) => {
    const x = params.dataIndex === undefined ? undefined : xOf(params.dataIndex);
    const centre = params.rect.x + params.rect.width / 2;
    if (x !== undefined && x < EDGE_SHARE) return { hideOverlap: true, x: centre, align: 'left' as const };
    if (x !== undefined && x > 1 - EDGE_SHARE) return { hideOverlap: true, x: centre, align: 'right' as const };
    return { hideOverlap: true };
  };
}
