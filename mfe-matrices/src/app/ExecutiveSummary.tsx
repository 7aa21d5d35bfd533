import { type Analysis, type AnalysisKind, MATRIX_THEMES } from 'contracts';
import { LoadingState } from 'contracts/ui';
import { AfterPaint } from '../shared/paint/AfterPaint';
import * as texts from '../texts';
import { COMPANY_REPORT_ORDER } from './analyses';
import { COMPANY_REPORT_SECTIONS } from './company-report-sections';

/**
 * The company report's cover: each chosen analysis' reading in one sentence (a kind the company
 * lacks says so); the sentences, which need each analysis' data, once the cover has painted.
 * The summary goes on after the contents (`Reconciliation`).
 */
export function ExecutiveSummary({ chosen }: { chosen: Readonly<Record<AnalysisKind, Analysis | null>> }) {
  return (
    <section aria-label={texts.reading.executiveSummary} data-testid="executive-summary">
      <h2>{texts.reading.executiveSummary}</h2>
      <ul>
        {COMPANY_REPORT_ORDER.map((kind) => {
          const analysis = chosen[kind];
          const { Headline } = COMPANY_REPORT_SECTIONS[kind];
          return (
            <li key={kind} data-testid={`summary-${kind}`}>
              <strong>{analysis ? `${MATRIX_THEMES[kind].title}: ${analysis.name}` : MATRIX_THEMES[kind].title}</strong>
              {' — '}
              {analysis ? (
                <AfterPaint fallback={<LoadingState />}>
                  <Headline analysis={analysis} />
                </AfterPaint>
              ) : (
                COMPANY_REPORT_SECTIONS[kind].missing
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
