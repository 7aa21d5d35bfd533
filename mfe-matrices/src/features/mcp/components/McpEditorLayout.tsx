import { NavLink, Outlet } from 'react-router-dom';
import { MATRIX_THEMES, type Mcp } from 'contracts';
import { useCanEditAnalyses } from '../../../shared/permissions/useCanEditAnalyses';
import { texts } from '../../../texts';

const t = texts.mcp.menu;

/** The editor's pages, in the order a consultant fills them in. */
export const MCP_PAGES = [
  { path: 'categorias', label: t.categories },
  { path: 'produtos', label: t.products },
  { path: 'dados', label: t.controlData },
  { path: 'despesas', label: t.expenses },
  { path: 'dominios', label: t.domains },
  { path: 'importar', label: t.import },
  { path: 'grafico', label: t.chart },
] as const;

// TODO(ui-kit): MatrixLayout from the UI kit replaces this frame once merged.
export function McpEditorLayout({ mcp }: { mcp: Mcp }) {
  const canEdit = useCanEditAnalyses();
  const base = `/empresa/${mcp.companyId}/mcp/${mcp.id}`;
  return (
    <div data-testid="mcp-editor-page" style={{ borderTop: `4px solid ${MATRIX_THEMES.mcp.color}` }}>
      <header>
        <h1>
          {MATRIX_THEMES.mcp.title} <i>{mcp.name}</i>
        </h1>
      </header>
      <nav aria-label={t.label}>
        <ul>
          {MCP_PAGES.filter((page) => canEdit || page.path !== 'importar').map((page) => (
            <li key={page.path}>
              <NavLink to={`${base}/${page.path}`}>{page.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main>
        {!canEdit && <p role="note">{texts.mcp.readOnly}</p>}
        <Outlet />
      </main>
      <footer>
        <NavLink to={`/empresa/${mcp.companyId}/mcp`}>{t.back}</NavLink>
      </footer>
    </div>
  );
}
