import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useParams } from 'react-router-dom';
import { MATRIX_THEMES, parseId, type AnalysisKind } from 'contracts';
import { isRefusal, LivePresence, NavigateWithNotice, useHost, useLiveAnalysis } from 'contracts/client';
import { MatrixLayout, type MatrixMenuItem, Notice } from 'contracts/ui';
import * as texts from '../../texts';
import { useGetAnalysisQuery } from '../api/analyses-api';
import { UndoDeletionContext, useUndoDeletion } from '../history/undo-deletion';
import { useCanEditAnalyses } from '../permissions/useCanEditAnalyses';
import { BottomBarContext } from './bottom-bar';
import { CurrentAnalysisContext } from './current-analysis';

/** A page of an analysis editor: its path below the analysis, its menu label; one that writes is left out of a reader's menu. */
export interface EditorPage {
  path: string;
  label: string;
  writes?: boolean;
}

export interface AnalysisGuardProps {
  kind: AnalysisKind;
  /** The route parameter of the analysis id ('ambientalId', 'mcpId'…). */
  idParam: string;
  pages: readonly EditorPage[];
  menuLabel: string;
  backLabel: string;
}

/**
 * The guard of an analysis editor (needs the company's and the analysis's ids, loads the
 * analysis, goes to / when an id is missing or the load fails), the same for every kind: an analysis of another company goes to '/' too, and the
 * notification says why (issue 23). Once
 * loaded it is published to the editor's pages and its name shown in the header; the pages
 * render in the matrix layout of the kind's theme, with the fixed bottom row.
 */
export function AnalysisGuard({ kind, idParam, pages, menuLabel, backLabel }: AnalysisGuardProps) {
  const params = useParams();
  const { pathname } = useLocation();
  const { setHeaderTitle } = useHost();
  const canEdit = useCanEditAnalyses();
  const [bottomSlot, setBottomSlot] = useState<HTMLElement | null>(null);
  const companyId = parseId(params.companyId);
  const analysisId = parseId(params[idParam]);
  const valid = companyId !== null && analysisId !== null;
  const query = useGetAnalysisQuery({ kind, id: analysisId ?? 0 }, { skip: !valid });
  const loaded = valid && query.data?.id === analysisId ? query.data : undefined;
  const current = loaded && loaded.company_id === companyId ? loaded : null;
  const name = current?.name;
  useLiveAnalysis(kind, analysisId ?? 0);
  const { offerUndo, notice: undoNotice } = useUndoDeletion(kind, analysisId ?? 0);

  // Again on every page of the editor: the company guard clears the analysis name on each navigation.
  useEffect(() => {
    if (name !== undefined) setHeaderTitle({ title: MATRIX_THEMES[kind].title, analysisName: name });
  }, [name, pathname, setHeaderTitle, kind]);
  useEffect(() => () => setHeaderTitle(null), [setHeaderTitle]);

  const failed = query.isError && !query.isFetching;
  // 404 alike for an unknown analysis, a deleted one and one of a company the user may not see.
  if (!valid || (failed && isRefusal(query.error)) || (loaded && !current)) return <NavigateWithNotice to="/" notice={texts.analyses.notFound} />;
  if (failed) return <NavigateWithNotice to="/" notice={texts.analyses.loadFailed} type="error" />;
  if (!current) return <p aria-busy="true" data-testid={`${kind}-loading`} />;
  const base = `/empresa/${current.company_id}/${kind}`;
  const menu: MatrixMenuItem[] = pages.filter((page) => canEdit || !page.writes).map((page) => ({ to: `${base}/${current.id}/${page.path}`, label: page.label }));
  return (
    <CurrentAnalysisContext.Provider value={current}>
      <div data-testid={`${kind}-editor-page`}>
        <MatrixLayout
          theme={kind}
          analysisName={current.name}
          menuLabel={menuLabel}
          menu={menu}
          bottomBar={
            <>
              <Link to={base}>{backLabel}</Link>
              <LivePresence />
              <span ref={setBottomSlot} style={{ marginLeft: 'auto', display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 8, alignItems: 'center', minWidth: 0 }} />
            </>
          }
        >
          {!canEdit && <Notice tone="warning">{texts.analyses.readOnly}</Notice>}
          {undoNotice}
          <BottomBarContext.Provider value={bottomSlot}>
            <UndoDeletionContext.Provider value={offerUndo}>
              <Outlet />
            </UndoDeletionContext.Provider>
          </BottomBarContext.Provider>
        </MatrixLayout>
      </div>
    </CurrentAnalysisContext.Provider>
  );
}
