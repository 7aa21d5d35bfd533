import { Link } from 'react-router-dom';
import { MATRIX_THEMES } from 'contracts';
import { useHost } from 'contracts/client';
import { texts } from '../../../texts';
import styles from './OverviewPage.module.css';

const TILES = [
  { area: 'ambiental', label: texts.overview.tiles.ambiental },
  { area: 'swot', label: texts.overview.tiles.swot },
  { area: 'mcp', label: texts.overview.tiles.mcp },
  { area: 'multifatorial', label: texts.overview.tiles.multifatorial },
] as const;

// Chromium-based Edge and Opera say "Chrome/" too; the hint is about engines, so they pass.
const isChrome = () => /(Chrome|Chromium)\//.test(navigator.userAgent);

/** '/' (seed-matrices-plans §2 "Overview page"). */
export function OverviewPage() {
  const { currentCompany } = useHost();
  return (
    <section className={styles.page} data-testid="overview-page">
      <h1>{texts.overview.title}</h1>
      {!currentCompany && (
        <div className={styles.intro} data-testid="overview-no-company">
          <p>{texts.overview.chooseCompany}</p>
          <p>{texts.overview.accessNote}</p>
        </div>
      )}
      {!isChrome() && <p className={styles.hint}>{texts.overview.chromeHint}</p>}
      <div className={styles.tiles}>
        {TILES.map(({ area, label }) =>
          currentCompany ? (
            <Link
              key={area}
              to={`/empresa/${currentCompany.id}/${area}`}
              className={styles.tile}
              style={{ background: MATRIX_THEMES[area].color }}
              data-testid={`overview-tile-${area}`}
            >
              {label}
            </Link>
          ) : (
            <button
              key={area}
              type="button"
              disabled
              className={styles.tile}
              style={{ background: MATRIX_THEMES[area].color }}
              data-testid={`overview-tile-${area}`}
            >
              {label}
            </button>
          ),
        )}
      </div>
    </section>
  );
}
