import { useState, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { type AnalysesSummary, type AnalysisKind, CompanyMode, formatShortDate, MATRIX_THEMES } from 'contracts';
import { DemoInfoDialog, useHost } from 'contracts/client';
import { Button, LoadingState } from 'contracts/ui';
import { useGetAnalysesSummaryQuery } from '../../../shared/api/analyses-api';
import * as texts from '../../../texts';
import { ANALYSES } from '../../analyses';
import { useDemoPopup } from '../hooks/useDemoPopup';
import { MultifatorialTipDialog } from './MultifatorialTipDialog';
import styles from './OverviewPage.module.css';

// Chromium-based Edge and Opera say "Chrome/" too; the hint is about engines, so they pass.
const isChrome = () => /(Chrome|Chromium)\//.test(navigator.userAgent);

/** '/' and '/empresa/{companyId}'. */
export function OverviewPage() {
  const { currentCompany } = useHost();
  const [tipOpen, setTipOpen] = useState(false);
  const [demoInfoOpen, openDemoInfo] = useDemoPopup(currentCompany);
  // One call for every tile (issue 23): each kind's count and last changed analysis; it also
  // decides on the multifatorial tip (the seed asked the multifactor list for that). Asked
  // again on each visit: a change inside an analysis moves its date without touching a list.
  const { currentData: summary, isError } = useGetAnalysesSummaryQuery(currentCompany?.id ?? 0, { skip: !currentCompany, refetchOnMountOrArgChange: true });
  const hasMultifatorial = (summary?.multifatorial.count ?? 0) > 0;
  // The tiles come with what they summarise: drawn before it, each would grow by its summary
  // and push the ones below (a layout shift on a phone). Without the summary they still come.
  const tilesReady = !currentCompany || summary !== undefined || isError;
  return (
    <section className={styles.page} data-testid="overview-page">
      <h1>{texts.overview.title}</h1>
      {!currentCompany && (
        <div className={styles.intro} data-testid="overview-no-company">
          <p>{texts.overview.chooseCompany}</p>
          <p>{texts.overview.accessNote}</p>
        </div>
      )}
      {!isChrome() && (
        <p className={styles.hint} data-testid="chrome-hint">
          {texts.overview.chromeHint}
        </p>
      )}
      {currentCompany?.company_mode === CompanyMode.Demo && (
        <p>
          <Button variant="link" onClick={openDemoInfo}>
            {texts.overview.demoInfoLink}
          </Button>
        </p>
      )}
      {!tilesReady && <LoadingState />}
      {tilesReady && (
        <div className={styles.tiles}>
          {ANALYSES.map(({ kind: area, tile: label }) => {
            const style = { background: MATRIX_THEMES[area].color, '--tile-color': MATRIX_THEMES[area].color } as CSSProperties;
            if (!currentCompany) {
              return (
                <button key={area} type="button" disabled className={styles.tile} style={style} data-testid={`overview-tile-${area}`}>
                  {label}
                </button>
              );
            }
            const tile =
              area === 'multifatorial' && !hasMultifatorial ? (
                <button type="button" className={styles.tile} style={style} onClick={() => setTipOpen(true)} data-testid={`overview-tile-${area}`}>
                  {label}
                </button>
              ) : (
                <Link to={`/empresa/${currentCompany.id}/${area}`} className={styles.tile} style={style} data-testid={`overview-tile-${area}`}>
                  {label}
                </Link>
              );
            return (
              <div key={area} className={styles.card}>
                {tile}
                {summary && <TileSummary kind={area} companyId={currentCompany.id} summary={summary[area]} />}
              </div>
            );
          })}
        </div>
      )}
      {tilesReady && currentCompany && (
        <p>
          <Link to={`/empresa/${currentCompany.id}/relatorio`} data-testid="overview-company-report">
            {texts.overview.companyReport}
          </Link>
        </p>
      )}
      {tipOpen && currentCompany && <MultifatorialTipDialog companyId={currentCompany.id} onClose={() => setTipOpen(false)} />}
      {demoInfoOpen && currentCompany && <DemoInfoDialog companyId={currentCompany.id} testId="demo-info-modal" />}
    </section>
  );
}

/** Under a tile: how many analyses of the kind the company has, and a link to continue the last changed one. */
function TileSummary({ kind, companyId, summary }: { kind: AnalysisKind; companyId: number; summary: AnalysesSummary[AnalysisKind] }) {
  const t = texts.overview;
  return (
    <div className={styles.summary} data-testid={`overview-summary-${kind}`}>
      <p className={styles.count} data-testid={`overview-count-${kind}`}>
        {t.tileCount(kind, summary.count)}
      </p>
      {summary.last && (
        <p className={styles.last}>
          {t.continueLast}{' '}
          <Link to={`/empresa/${companyId}/${kind}/${summary.last.id}`} className={styles.continue} data-testid={`overview-continue-${kind}`}>
            {summary.last.name}
          </Link>{' '}
          <span className={styles.date}>({t.changedAt(formatShortDate(summary.last.updated_at))})</span>
        </p>
      )}
    </div>
  );
}
