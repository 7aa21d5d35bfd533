import { createContext, useContext } from 'react';
import type { Analysis } from 'contracts';

/** The analysis the editor's guard loaded (null outside an editor). */
export const CurrentAnalysisContext = createContext<Analysis | null>(null);

/** The analysis being edited; only the editor's pages, rendered inside its guard, call it. */
export function useCurrentAnalysis(): Analysis {
  const analysis = useContext(CurrentAnalysisContext);
  if (!analysis) throw new Error('useCurrentAnalysis() outside an analysis guard');
  return analysis;
}
