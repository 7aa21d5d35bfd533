import { useEffect, useState } from 'react';

/** How long after its paint a frame may take to reach the screen (software compositing, a busy machine). */
const PRESENTATION_MS = 100;

/**
 * Runs `callback` once the page has painted what is rendered now; returns a cancel. What waits
 * for it (ECharts, the editors' schemas) never shares a phone's slow connection and CPU with
 * what the page shows first (issue 13 and 23). A task queued from the next animation frame runs
 * after that frame's paint, which reaches the screen up to PRESENTATION_MS later.
 */
export function afterPagePaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, PRESENTATION_MS);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Whether the page has painted since this component mounted (true at once when `already`). */
export function usePagePainted(already = false): boolean {
  const [painted, setPainted] = useState(already);
  // An effect may run before the page's paint: it waits for the paint after it.
  useEffect(() => (painted ? undefined : afterPagePaint(() => setPainted(true))), [painted]);
  return painted;
}
