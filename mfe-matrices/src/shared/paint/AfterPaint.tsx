import type { ReactNode } from 'react';
import { usePagePainted } from './usePagePainted';

/** Its children once the page has painted what was rendered with it; `fallback` until then. */
export function AfterPaint({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return usePagePainted() ? children : fallback;
}
