import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom does no layout and has no canvas: for the calling describe block, elements get a
 * size so ECharts lays a chart out as in a browser, and text is measured without a canvas
 * (ECharts' own fallback).
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
