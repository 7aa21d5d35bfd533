import { useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import type { Mcp } from 'contracts';
import { MatrixLayout, Notice } from 'contracts/ui';
import { useCanEditAnalyses } from '../../../shared/permissions/useCanEditAnalyses';
import * as texts from '../../../texts';
import { mcpMenu } from '../../../texts/navigation';
import { BottomBarContext } from '../hooks/bottom-bar';
import styles from './McpPages.module.css';

// The editor's frame reads only the shared texts: the MCP pages' own texts load with the pages, not with every one of them twice.
const t = mcpMenu;

/** The editor's pages, in the order a consultant fills them in; the import writes, so readers do not get it. */
const MCP_PAGES = [
  { path: 'categorias', label: t.categories, writes: false },
  { path: 'produtos', label: t.products, writes: false },
  { path: 'dados', label: t.controlData, writes: false },
  { path: 'despesas', label: t.expenses, writes: false },
  { path: 'dominios', label: t.domains, writes: false },
  { path: 'importar', label: t.import, writes: true },
  { path: 'grafico', label: t.chart, writes: false },
  { path: 'relatorio', label: t.report, writes: false },
] as const;

/** The matrix layout of the MCP editor: header in the MCP colour, side menu, the page, the fixed bottom row. */
export function McpEditorLayout({ mcp }: { mcp: Mcp }) {
  const canEdit = useCanEditAnalyses();
  const [bottomSlot, setBottomSlot] = useState<HTMLElement | null>(null);
  const base = `/empresa/${mcp.companyId}/mcp/${mcp.id}`;
  return (
    <div data-testid="mcp-editor-page">
      <MatrixLayout
        theme="mcp"
        analysisName={mcp.name}
        menuLabel={t.label}
        menu={MCP_PAGES.filter((page) => canEdit || !page.writes).map((page) => ({ to: `${base}/${page.path}`, label: page.label }))}
        bottomBar={
          <>
            <Link to={`/empresa/${mcp.companyId}/mcp`}>{t.back}</Link>
            <span ref={setBottomSlot} className={styles.bottomActions} />
          </>
        }
      >
        {!canEdit && <Notice tone="warning">{texts.analyses.readOnly}</Notice>}
        <BottomBarContext.Provider value={bottomSlot}>
          <Outlet />
        </BottomBarContext.Provider>
      </MatrixLayout>
    </div>
  );
}
