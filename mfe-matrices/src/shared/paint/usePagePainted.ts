import { useEffect, useState } from 'react';

/** How long after its paint a frame may take to reach the screen (software compositing, a busy machine). */
const PRESENTATION_MS = 100;

/**
 * Whether the page has painted since this component mounted (true at once when `already`).
 * What waits for it (ECharts, the editors' schemas) never shares a phone's slow connection and
 * CPU with what the page shows first (issue 13 and 23).
 */
export function usePagePainted(already = false): boolean {
  const [painted, setPainted] = useState(already);
  useEffect(() => {
    if (painted) return;
    // An effect may run before the page's paint; a task queued from the next animation frame
    // runs after that frame's paint, which reaches the screen up to PRESENTATION_MS later.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), PRESENTATION_MS);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}

