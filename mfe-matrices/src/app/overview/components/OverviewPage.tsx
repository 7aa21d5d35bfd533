import { useState, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { CompanyMode, MATRIX_THEMES } from 'contracts';
import { DemoInfoDialog, useHost } from 'contracts/client';
import { Button } from 'contracts/ui';
import { useAnalysisList } from '../../../shared/api/analyses-api';
import * as texts from '../../../texts';
import { ANALYSES } from '../../analyses';
import { useDemoPopup } from '../hooks/useDemoPopup';
import { MultifatorialTipDialog } from './MultifatorialTipDialog';
import styles from './OverviewPage.module.css';

// Chromium-based Edge and Opera say "Chrome/" too; the hint is about engines, so they pass.
const isChrome = () => /(Chrome|Chromium)\//.test(navigator.userAgent);

/** '/' and '/empresa/{companyId}' (seed-matrices-plans §2 "Overview page"). */
export function OverviewPage() {
  const { currentCompany } = useHost();
  const [tipOpen, setTipOpen] = useState(false);
  const [demoInfoOpen, openDemoInfo] = useDemoPopup(currentCompany);
  // The seed: the overview fetches the company's multifactor list to decide on the tip.
  const multifatoriais = useAnalysisList('multifatorial', currentCompany?.id ?? 0, { skip: !currentCompany });
  const hasMultifatorial = (multifatoriais.data?.length ?? 0) > 0;
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
          if (area === 'multifatorial' && !hasMultifatorial) {
            return (
              <button key={area} type="button" className={styles.tile} style={style} onClick={() => setTipOpen(true)} data-testid={`overview-tile-${area}`}>
                {label}
              </button>
            );
          }
          return (
            <Link key={area} to={`/empresa/${currentCompany.id}/${area}`} className={styles.tile} style={style} data-testid={`overview-tile-${area}`}>
              {label}
            </Link>
          );
        })}
      </div>
      {currentCompany && (
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
