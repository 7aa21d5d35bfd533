import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** The editor's fixed bottom row, where a page puts its own actions (e.g. "Salvar dados"). */
export const BottomBarContext = createContext<HTMLElement | null>(null);

/** Renders the page's actions into the editor's fixed bottom row. */
export function BottomBarActions({ children }: { children: ReactNode }) {
  const slot = useContext(BottomBarContext);
  return slot ? createPortal(children, slot) : null;
}
