import { type ComponentType, useState } from 'react';
import { MATRIX_THEMES } from 'contracts';
import { useHost } from 'contracts/client';
import { LoadingState, SelectField } from 'contracts/ui';
import * as texts from '../../../texts';
import { useGetAmbientaisQuery } from '../../ambiental/api/ambiental-api';
import { useGetMcpsQuery } from '../../mcp/api/mcp-api';
import { useGetMultifatoriaisQuery } from '../../multifatorial/api/multifatorial-api';
import { useGetSwotsQuery } from '../../swot/api/swot-api';
import { ANALYSIS_THEMES, type AnalysisReportProps, type AnalysisTheme, fromAnalysis, fromMcp, type ReportedAnalysis } from '../reported-analysis';
import { AmbientalReport } from '../sections/AmbientalReport';
import { McpReport } from '../sections/McpReport';
import { MultifatorialReport } from '../sections/MultifatorialReport';
import { SwotReport } from '../sections/SwotReport';
import { AnalysisSection, QueryState, ReportDocument, sectionId } from './ReportDocument';
import styles from './Report.module.css';

const t = texts.reports;

const REPORTS: Record<AnalysisTheme, ComponentType<AnalysisReportProps>> = {
  mcp: McpReport,
  multifatorial: MultifatorialReport,
  ambiental: AmbientalReport,
  swot: SwotReport,
};

/** The most recently changed first: the report's default choice is the first. */
const newestFirst = (analyses: readonly ReportedAnalysis[]) => [...analyses].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id);

/** The company's analyses of each kind, newest first (null while a list loads), and whether a list failed. */
function useCompanyAnalyses(companyId: number) {
  const mcps = useGetMcpsQuery(companyId);
  const multifatoriais = useGetMultifatoriaisQuery(companyId);
  const ambientais = useGetAmbientaisQuery(companyId);
  const swots = useGetSwotsQuery(companyId);
  const lists: Record<AnalysisTheme, ReportedAnalysis[] | null> = {
    mcp: mcps.data ? newestFirst(mcps.data.map(fromMcp)) : null,
    multifatorial: multifatoriais.data ? newestFirst(multifatoriais.data.map((item) => fromAnalysis('multifatorial', item))) : null,
    ambiental: ambientais.data ? newestFirst(ambientais.data.map((item) => fromAnalysis('ambiental', item))) : null,
    swot: swots.data ? newestFirst(swots.data.map((item) => fromAnalysis('swot', item))) : null,
  };
  return { lists, isError: [mcps, multifatoriais, ambientais, swots].some((query) => query.isError) };
}

/**
 * /empresa/{companyId}/relatorio: one document with an analysis of each kind the company has
 * (the most recently changed unless the user picks another), a cover page, the contents, then
 * each analysis from a new page; a kind the company lacks is said so in its place.
 */
export function CompanyReportPage() {
  const { currentCompany } = useHost();
  if (!currentCompany) return <LoadingState />;
  return <CompanyReport companyId={currentCompany.id} />;
}

function CompanyReport({ companyId }: { companyId: number }) {
  const { lists, isError } = useCompanyAnalyses(companyId);
  const [picked, setPicked] = useState<Partial<Record<AnalysisTheme, number>>>({});
  if (ANALYSIS_THEMES.some((theme) => lists[theme] === null)) return <QueryState isLoading={!isError} isError={isError} />;
  const chosen = Object.fromEntries(
    ANALYSIS_THEMES.map((theme) => {
      const list = lists[theme] ?? [];
      return [theme, list.find((analysis) => analysis.id === picked[theme]) ?? list[0] ?? null];
    }),
  ) as Record<AnalysisTheme, ReportedAnalysis | null>;
  const named = (theme: AnalysisTheme) => chosen[theme]?.name ?? t.missing[theme];

  const controls = (
    <fieldset className={styles.toolbar} style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>{t.chooseAnalyses}</legend>
      {ANALYSIS_THEMES.filter((theme) => (lists[theme]?.length ?? 0) > 0).map((theme) => (
        <SelectField
          key={theme}
          label={MATRIX_THEMES[theme].title}
          value={chosen[theme]?.id ?? ''}
          onChange={(event) => setPicked((current) => ({ ...current, [theme]: Number(event.target.value) }))}
          options={(lists[theme] ?? []).map((analysis) => ({ value: analysis.id, label: analysis.name }))}
        />
      ))}
    </fieldset>
  );

  return (
    <ReportDocument title={t.companyReport} meta={ANALYSIS_THEMES.map((theme) => [MATRIX_THEMES[theme].title, named(theme)] as const)} controls={controls}>
      <nav aria-label={t.contents} className={styles.pageBreak} data-testid="report-contents">
        <h2>{t.contents}</h2>
        <ol>
          {ANALYSIS_THEMES.map((theme) => (
            <li key={theme}>
              <a href={`#${sectionId(theme)}`}>
                {MATRIX_THEMES[theme].title}: {named(theme)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {ANALYSIS_THEMES.map((theme) => {
        const analysis = chosen[theme];
        const Report = REPORTS[theme];
        return analysis ? (
          <AnalysisSection key={`${theme}-${analysis.id}`} analysis={analysis} pageBreak>
            <Report analysis={analysis} />
          </AnalysisSection>
        ) : (
          <section key={theme} id={sectionId(theme)} className={`${styles.section} ${styles.pageBreak}`} data-testid={`report-${theme}-missing`}>
            <h2>{MATRIX_THEMES[theme].title}</h2>
            <p>{t.missing[theme]}</p>
          </section>
        );
      })}
    </ReportDocument>
  );
}
