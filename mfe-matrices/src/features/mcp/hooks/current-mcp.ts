import { createContext, useContext } from 'react';
import type { Mcp } from 'contracts';

/** The MCP the guard loaded and published for the editor's pages (null outside the editor). */
export const CurrentMcpContext = createContext<Mcp | null>(null);

/** The current MCP; only the editor's pages, rendered inside the guard, call it. */
export function useCurrentMcp(): Mcp {
  const mcp = useContext(CurrentMcpContext);
  if (!mcp) throw new Error('useCurrentMcp() outside the MCP guard');
  return mcp;
}
