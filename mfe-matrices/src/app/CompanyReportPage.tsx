import { useState } from 'react';
import { type Analysis, type AnalysisKind, MATRIX_THEMES } from 'contracts';
import { useHost } from 'contracts/client';
import { LoadingState, SelectField } from 'contracts/ui';
import { useGetAnalysisListsQuery } from '../shared/api/analyses-api';
import { AfterPaint } from '../shared/paint/AfterPaint';
import { analysisHeading, AnalysisSection, QueryState, ReportDocument, sectionId } from '../shared/report/ReportDocument';
import styles from '../shared/report/Report.module.css';
import * as texts from '../texts';
import { COMPANY_REPORT_ORDER } from './analyses';
import { COMPANY_REPORT_SECTIONS } from './company-report-sections';
import { ExecutiveSummary } from './ExecutiveSummary';
import { Reconciliation } from './Reconciliation';

const t = texts.reports;

/** The most recently changed first: the report's default choice is the first. */
const newestFirst = (analyses: readonly Analysis[]) => [...analyses].sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id);

/**
 * /empresa/{companyId}/relatorio: one document with an analysis of each kind the company has
 * (the most recently changed unless the user picks another): a cover (title, company, date, the
 * analyses and the contents), then each analysis from a new page, its pages headed by its name;
 * a kind the company lacks is said so in its place.
 */
export function CompanyReportPage() {
  const { currentCompany } = useHost();
  if (!currentCompany) return <LoadingState />;
  return <CompanyReport companyId={currentCompany.id} />;
}

function CompanyReport({ companyId }: { companyId: number }) {
  const lists = useGetAnalysisListsQuery({ kinds: COMPANY_REPORT_ORDER, companyId });
  const [picked, setPicked] = useState<Partial<Record<AnalysisKind, number>>>({});
  const data = lists.data;
  if (!data) return <QueryState isLoading={!lists.isError} isError={lists.isError} />;
  const sorted = Object.fromEntries(COMPANY_REPORT_ORDER.map((kind) => [kind, newestFirst(data[kind] ?? [])])) as Record<AnalysisKind, Analysis[]>;
  const chosen = Object.fromEntries(
    COMPANY_REPORT_ORDER.map((kind) => [kind, sorted[kind].find((analysis) => analysis.id === picked[kind]) ?? sorted[kind][0] ?? null]),
  ) as Record<AnalysisKind, Analysis | null>;
  const named = (kind: AnalysisKind) => chosen[kind]?.name ?? COMPANY_REPORT_SECTIONS[kind].missing;

  const controls = (
    <fieldset className={styles.toolbar} style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>{t.chooseAnalyses}</legend>
      {COMPANY_REPORT_ORDER.filter((kind) => sorted[kind].length > 0).map((kind) => (
        <SelectField
          key={kind}
          label={MATRIX_THEMES[kind].title}
          value={chosen[kind]?.id ?? ''}
          onChange={(event) => setPicked((current) => ({ ...current, [kind]: Number(event.target.value) }))}
          options={sorted[kind].map((analysis) => ({ value: analysis.id, label: analysis.name }))}
        />
      ))}
    </fieldset>
  );

  const pages = {
    header: t.companyReport,
    sections: COMPANY_REPORT_ORDER.map((kind) => {
      const analysis = chosen[kind];
      return { id: sectionId(kind), header: analysis ? analysisHeading(kind, analysis) : MATRIX_THEMES[kind].title };
    }),
  };

  return (
    <ReportDocument
      title={t.companyReport}
      meta={COMPANY_REPORT_ORDER.map((kind) => [MATRIX_THEMES[kind].title, named(kind)] as const)}
      controls={controls}
      pages={pages}
      cover
    >
      <ExecutiveSummary chosen={chosen} />
      <nav aria-label={t.contents} className={styles.contents} data-testid="report-contents">
        <h2>{t.contents}</h2>
        <ol>
          {COMPANY_REPORT_ORDER.map((kind) => (
            <li key={kind}>
              <a href={`#${sectionId(kind)}`}>
                {MATRIX_THEMES[kind].title}: {named(kind)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {/* The executive summary's second part, after the contents: the cover keeps the headlines and the contents together. */}
      {chosen.mcp && (chosen.multifatorial || chosen.ambiental) && (
        <AfterPaint fallback={null}>
          <Reconciliation mcp={chosen.mcp} multifatorial={chosen.multifatorial ?? undefined} ambiental={chosen.ambiental ?? undefined} />
        </AfterPaint>
      )}
      {COMPANY_REPORT_ORDER.map((kind) => {
        const analysis = chosen[kind];
        const { Report } = COMPANY_REPORT_SECTIONS[kind];
        return analysis ? (
          <AnalysisSection key={`${kind}-${analysis.id}`} kind={kind} analysis={analysis} pageBreak>
            {/* The cover first: each section (and its calls) once the cover has painted (issue 23). */}
            <AfterPaint fallback={<LoadingState />}>
              <Report analysis={analysis} />
            </AfterPaint>
          </AnalysisSection>
        ) : (
          <section key={kind} id={sectionId(kind)} className={`${styles.section} ${styles.pageBreak}`} data-testid={`report-${kind}-missing`}>
            <h2>{MATRIX_THEMES[kind].title}</h2>
            <p>{COMPANY_REPORT_SECTIONS[kind].missing}</p>
          </section>
        );
      })}
    </ReportDocument>
  );
}
