import { Navigate } from 'react-router-dom';

/** /empresa/{companyId}/mcp/{mcpId} opens the first page of the editor. */
export function McpEditorIndex() {
  return <Navigate to="categorias" replace />;
}
