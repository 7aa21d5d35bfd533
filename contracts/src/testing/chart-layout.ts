import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom does no layout and has no canvas: give elements a size so ECharts lays charts out
 * as in a browser, and let it measure text without a canvas (its own fallback). Call at the
 * top of a describe that renders charts.
 */
export function useChartLayout(width = 800, height = 480): void {
  const descriptors = ['clientWidth', 'clientHeight'].map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)] as const);
  const getContext = HTMLCanvasElement.prototype.getContext;
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => width });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => height });
    HTMLCanvasElement.prototype.getContext = (() => null) as typeof getContext;
  });
  afterAll(() => {
    descriptors.forEach(([key, descriptor]) => descriptor && Object.defineProperty(HTMLElement.prototype, key, descriptor));
    HTMLCanvasElement.prototype.getContext = getContext;
  });
}
