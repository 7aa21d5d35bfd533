import { useEffect } from 'react';
import { useMatches, type RouteObject } from 'react-router-dom';

/** What a route may carry in `handle`: the document title of its page. */
export interface RouteHandle {
  title?: string;
}

/** The default export of every remote's exposed './routes' module. */
export type RemoteRoutes = RouteObject[];

/** Keeps document.title on the deepest matched route's `handle.title`, or `fallback`. */
export function useRouteTitle(fallback: string): void {
  const matches = useMatches();
  const title = matches.map((match) => (match.handle as RouteHandle | undefined)?.title).filter(Boolean).at(-1);
  useEffect(() => {
    document.title = title ?? fallback;
  }, [title, fallback]);
}
