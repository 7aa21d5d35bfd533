import { useEffect, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { type Analysis, MATRIX_THEMES } from 'contracts';
import { useHost } from 'contracts/client';
import { MatrixLayout, type MatrixMenuItem, Notice } from 'contracts/ui';
import * as texts from '../../texts';
import { useCanEditAnalyses } from '../permissions/useCanEditAnalyses';
import { BottomBarContext } from './bottom-bar';
import { CurrentAnalysisContext } from './current-analysis';
import { routeId } from './route-id';

/** What a feature's query hook for one analysis gives the guard. */
export interface AnalysisQuery {
  data?: Analysis;
  isError: boolean;
  isFetching: boolean;
}

export interface AnalysisGuardProps {
  theme: 'ambiental' | 'swot' | 'multifatorial';
  /** The route parameter of the analysis id ('ambientalId', 'swotId'). */
  idParam: string;
  /** The feature's RTK Query hook for one analysis (GET /api/ambientais/{id}/, /api/swots/{id}/). */
  useAnalysis: (id: number, options: { skip: boolean }) => AnalysisQuery;
  /** The editor's pages, as paths below the analysis and their labels. */
  pages: readonly { path: string; label: string }[];
  menuLabel: string;
  backLabel: string;
}

/**
 * The guard of an analysis editor (seed-matrices-plans §2 "Environmental guard: needs
 * companyId and ambientalId; loads it; goes to / if a parameter is missing or the load
 * fails"), the same for the SWOT: an analysis of another company goes to '/' too. Once
 * loaded it is published to the editor's pages and its name shown in the header; the pages
 * render in the matrix layout of the area's theme, with the fixed bottom row.
 */
export function AnalysisGuard({ theme, idParam, useAnalysis, pages, menuLabel, backLabel }: AnalysisGuardProps) {
  const params = useParams();
  const { pathname } = useLocation();
  const { setHeaderTitle } = useHost();
  const canEdit = useCanEditAnalyses();
  const [bottomSlot, setBottomSlot] = useState<HTMLElement | null>(null);
  const companyId = routeId(params.companyId);
  const analysisId = routeId(params[idParam]);
  const valid = companyId !== null && analysisId !== null;
  const query = useAnalysis(analysisId ?? 0, { skip: !valid });
  const loaded = valid && query.data?.id === analysisId ? query.data : undefined;
  const current = loaded && loaded.company_id === companyId ? loaded : null;
  const name = current?.name;

  // Again on every page of the editor: the company guard clears the analysis name on each navigation.
  useEffect(() => {
    if (name !== undefined) setHeaderTitle({ title: MATRIX_THEMES[theme].title, analysisName: name });
  }, [name, pathname, setHeaderTitle, theme]);
  useEffect(() => () => setHeaderTitle(null), [setHeaderTitle]);

  if (!valid || (query.isError && !query.isFetching) || (loaded && !current)) return <Navigate to="/" replace />;
  if (!current) return <p aria-busy="true" data-testid={`${theme}-loading`} />;
  const base = `/empresa/${current.company_id}/${theme}`;
  const menu: MatrixMenuItem[] = pages.map((page) => ({ to: `${base}/${current.id}/${page.path}`, label: page.label }));
  return (
    <CurrentAnalysisContext.Provider value={current}>
      <div data-testid={`${theme}-editor-page`}>
        <MatrixLayout
          theme={theme}
          analysisName={current.name}
          menuLabel={menuLabel}
          menu={menu}
          bottomBar={
            <>
              <Link to={base}>{backLabel}</Link>
              <span ref={setBottomSlot} style={{ marginLeft: 'auto', display: 'flex', gap: 8, alignItems: 'center' }} />
            </>
          }
        >
          {!canEdit && <Notice tone="warning">{texts.analyses.readOnly}</Notice>}
          <BottomBarContext.Provider value={bottomSlot}>
            <Outlet />
          </BottomBarContext.Provider>
        </MatrixLayout>
      </div>
    </CurrentAnalysisContext.Provider>
  );
}
