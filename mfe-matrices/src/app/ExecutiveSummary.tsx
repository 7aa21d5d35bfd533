import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from 'react';
import { type Analysis, type AnalysisKind, MATRIX_THEMES } from 'contracts';
import { LoadingState } from 'contracts/ui';
import type { AnalysisReportProps } from '../shared/report/ReportDocument';
import * as texts from '../texts';
import { analysisEntry, COMPANY_REPORT_ORDER } from './analyses';

/** Each kind's reading headline (the registry's), loaded with the company report. */
const HEADLINES = Object.fromEntries(
  COMPANY_REPORT_ORDER.map((kind) => [kind, lazy(async () => ({ default: await analysisEntry(kind).headline() }))]),
) as Record<AnalysisKind, LazyExoticComponent<ComponentType<AnalysisReportProps>>>;

/** The company report's cover: each chosen analysis' reading in one sentence (a kind the company lacks says so). */
export function ExecutiveSummary({ chosen }: { chosen: Readonly<Record<AnalysisKind, Analysis | null>> }) {
  return (
    <section aria-label={texts.reading.executiveSummary} data-testid="executive-summary">
      <h2>{texts.reading.executiveSummary}</h2>
      <ul>
        {COMPANY_REPORT_ORDER.map((kind) => {
          const analysis = chosen[kind];
          const Headline = HEADLINES[kind];
          return (
            <li key={kind} data-testid={`summary-${kind}`}>
              <strong>{analysis ? `${MATRIX_THEMES[kind].title}: ${analysis.name}` : MATRIX_THEMES[kind].title}</strong>
              {' — '}
              {analysis ? (
                <Suspense fallback={<LoadingState />}>
                  <Headline analysis={analysis} />
                </Suspense>
              ) : (
                texts.reports.missing[kind]
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
