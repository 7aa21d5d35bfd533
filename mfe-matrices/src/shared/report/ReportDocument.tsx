import { type ReactNode, useDeferredValue } from 'react';
import { type Analysis, type AnalysisKind, CompanyMode, DEMO_WATERMARK, formatShortDate, MATRIX_THEMES } from 'contracts';
import { useHost } from 'contracts/client';
import { Button, ErrorAlert, LoadingState, Notice } from 'contracts/ui';
import * as texts from '../../texts';
import { type PageRules, pageRules } from './page-rules';
import { ReportPrintContext, useReportPrint } from './ReportChart';
import styles from './Report.module.css';

const t = texts.reports;

/** What an analysis's report section draws (its charts and its reading) for the analysis it is given. */
export interface AnalysisReportProps {
  analysis: Analysis;
  /** The analysis's own report: what it shows can be chosen (the MCP's period, `?periodo=`); the company report shows the latest. */
  choosable?: boolean;
}

export interface ReportDocumentProps {
  /** The report's title (its first heading and accessible name). */
  title: string;
  /** Rows under the title: company, analyses, date… */
  meta: readonly (readonly [label: string, value: string])[];
  /** Screen-only controls beside "Imprimir / Salvar PDF" (the company report's choices). */
  controls?: ReactNode;
  /** The printed pages' running header (the analysis), and the parts with a header of their own. */
  pages: Pick<PageRules, 'header' | 'sections'>;
  /** The title block is a cover page of its own (the company report): large title, the company's name, then the children up to the first page break. */
  cover?: boolean;
  children: ReactNode;
}

/**
 * A printable report (docs/DECISIONS.md, "Reports"): `data-report-root` marks what is printed
 * (Report.module.css hides the rest of the page on paper), "Imprimir / Salvar PDF" opens the
 * browser's print dialog, every printed page carries a header (the analysis) and a footer (the
 * company, the date, "Página N de M"), and a demo company's report carries the "DEMONSTRAÇÃO"
 * watermark on every printed page.
 */
export function ReportDocument({ title, meta, controls, pages, cover = false, children }: ReportDocumentProps) {
  const { currentCompany } = useHost();
  const demo = currentCompany?.company_mode === CompanyMode.Demo;
  const company = currentCompany?.fantasy_name ?? '';
  const issuedOn = formatShortDate(new Date());
  const printing = useReportPrint();
  return (
    <article className={styles.document} data-report-root="" aria-label={title} data-testid="report-page">
      <style>{pageRules({ ...pages, footer: [company, issuedOn].filter(Boolean).join(' · ') }, t.pageOf)}</style>
      <div className={`${styles.toolbar} ${styles.noPrint}`}>
        {controls}
        {/* The print dialog opens once every chart has come from the server. */}
        <Button onClick={printing.print}>{t.print}</Button>
      </div>
      {demo && (
        <div className={styles.noPrint}>
          <Notice tone="warning">{t.demoNotice}</Notice>
        </div>
      )}
      {demo && (
        <div className={styles.watermark} aria-hidden="true" data-testid="report-watermark">
          <span>{DEMO_WATERMARK}</span>
        </div>
      )}
      <header className={cover ? styles.cover : undefined}>
        <h1>{title}</h1>
        {cover && <p className={styles.coverCompany}>{company}</p>}
        <dl className={styles.meta}>
          {[[t.company, company] as const, ...meta, [t.issuedOn, issuedOn] as const].map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </header>
      <ReportPrintContext value={printing.value}>{children}</ReportPrintContext>
    </article>
  );
}

/** An analysis's part of a report: its kind and name, when it last changed, then its charts and reading. */
export function AnalysisSection({ kind, analysis, pageBreak, children }: { kind: AnalysisKind; analysis: Analysis; pageBreak: boolean; children: ReactNode }) {
  const heading = analysisHeading(kind, analysis);
  // Focusable: on a phone a wide table scrolls inside the section, and the keyboard must reach it.
  return (
    <section id={sectionId(kind)} aria-label={heading} tabIndex={0} className={`${styles.section} ${pageBreak ? styles.pageBreak : ''}`} data-testid={`report-${kind}`}>
      <h2>{heading}</h2>
      <p>
        {t.updatedAt}: {formatShortDate(analysis.updated_at)}
      </p>
      {children}
    </section>
  );
}

/** An analysis's kind and name: its section's heading, and the header of its printed pages. */
export const analysisHeading = (kind: AnalysisKind, analysis: Pick<Analysis, 'name'>) => `${MATRIX_THEMES[kind].title}: ${analysis.name}`;

/** The anchor of an analysis kind's section (the contents link to it). */
export const sectionId = (kind: AnalysisKind) => `relatorio-${kind}`;

/**
 * The part of a section after its charts: the tables and the reading, from a new page. Its
 * tables render in a transition, which React splits into short tasks: the company report's four
 * sections arriving one after the other no longer each block a phone for a tenth of a second.
 */
export function ReadingPart({ children }: { children: ReactNode }) {
  const shown = useDeferredValue(true, false);
  return (
    <div className={styles.pageBreak}>
      <h3>{t.reading}</h3>
      {shown ? children : <LoadingState />}
    </div>
  );
}

/** What a section shows while its data loads, or when it failed. */
export function QueryState({ isLoading, isError }: { isLoading: boolean; isError: boolean }) {
  if (isError) return <ErrorAlert>{t.loadError}</ErrorAlert>;
  return isLoading ? <LoadingState /> : null;
}
