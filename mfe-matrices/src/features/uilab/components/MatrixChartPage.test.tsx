import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getInstanceByDom } from 'echarts/core';
import { useChartLayout } from 'contracts/testing';
import { describe, expect, it } from 'vitest';
import { renderRemote } from '../../../test/render-remote';

type ChartOption = { series: { label: { show: boolean }; data: { name: string }[] }[] };

async function liveChartOption(): Promise<ChartOption> {
  const container = await screen.findByTestId('matrix-chart');
  let option: ChartOption | undefined;
  await waitFor(() => {
    // echarts-for-react first creates a sizing instance without options, then the real one.
    option = getInstanceByDom(container.firstElementChild as HTMLElement)?.getOption() as ChartOption | undefined;
    expect(option?.series).toHaveLength(1);
  });
  return option!;
}

describe('UI lab matrix chart', () => {
  useChartLayout();

  const svgTexts = () => Array.from(screen.getByTestId('matrix-chart').querySelectorAll('svg text'), (text) => text.textContent);

  it('draws the simulated active items, labels shown, and the toggle hides and shows the labels', async () => {
    renderRemote('/uilab/matrixchart');
    const toggle = (await screen.findByLabelText('Mostrar rótulos')) as HTMLInputElement;
    expect(toggle.checked).toBe(true);

    const option = await liveChartOption();
    expect(option.series[0]!.label.show).toBe(true);
    expect(option.series[0]!.data.map((item) => item.name)).not.toContain('Linha Descontinuada');
    await waitFor(() => expect(svgTexts()).toContain('Linha Premium'));

    fireEvent.click(toggle);
    await waitFor(async () => expect((await liveChartOption()).series[0]!.label.show).toBe(false));
    await waitFor(() => expect(svgTexts()).not.toContain('Linha Premium'));

    fireEvent.click(toggle);
    await waitFor(async () => expect((await liveChartOption()).series[0]!.label.show).toBe(true));
  });
});
