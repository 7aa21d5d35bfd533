import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { MATRIX_THEMES } from 'contracts';
import { useHost } from 'contracts/client';
import { LoadingState } from 'contracts/ui';
import { useGetMcpQuery } from '../api/mcp-api';
import { CurrentMcpContext } from '../hooks/current-mcp';
import { McpEditorLayout } from './McpEditorLayout';

/**
 * A route parameter as an id: digits only ('1x' is not 1), positive, within the ids' range.
 * Not contracts' idSchema: that would bring zod to every page of the editor, the chart too.
 */
const routeId = (value: string | undefined): number | null =>
  value !== undefined && /^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= 2_147_483_647 ? Number(value) : null;

/**
 * The MCP guard (seed-matrices-plans §2 "Matrix area guards"): companyId and mcpId are
 * integers parsed from the route; the MCP is loaded and, once loaded, published as the
 * current MCP (the editor's pages and the header's "Matriz MCP" with its name); a missing
 * parameter, a failed load or an MCP of another company goes to '/'.
 */
export function McpGuard() {
  const params = useParams();
  const { pathname } = useLocation();
  const { setHeaderTitle } = useHost();
  const companyId = routeId(params.companyId);
  const mcpId = routeId(params.mcpId);
  const valid = companyId !== null && mcpId !== null;
  const query = useGetMcpQuery(mcpId ?? 0, { skip: !valid });
  const mcp = valid && query.data?.id === mcpId ? query.data : undefined;
  const current = mcp && mcp.companyId === companyId ? mcp : null;
  const name = current?.name;

  // The matrix layout names the analysis in the header; the company guard clears that name
  // on each navigation, so it is named again on every page of the editor.
  useEffect(() => {
    if (name !== undefined) setHeaderTitle({ title: MATRIX_THEMES.mcp.title, analysisName: name });
  }, [name, pathname, setHeaderTitle]);

  if (!valid || (query.isError && !query.isFetching) || (mcp && !current)) return <Navigate to="/" replace />;
  if (!current) return <LoadingState />;
  return (
    <CurrentMcpContext.Provider value={current}>
      <McpEditorLayout mcp={current} />
    </CurrentMcpContext.Provider>
  );
}
