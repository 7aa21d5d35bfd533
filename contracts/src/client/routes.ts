import { useEffect } from 'react';
import { useLocation, useMatches, type RouteObject } from 'react-router-dom';

/** What a route may carry in `handle`: the document title of its page (maybe read from the query). */
export interface RouteHandle {
  title?: string | ((query: URLSearchParams) => string);
}

/** The default export of every remote's exposed './routes' module. */
export type RemoteRoutes = RouteObject[];

/** Keeps document.title on the deepest matched route's `handle.title`, or `fallback`. */
export function useRouteTitle(fallback: string): void {
  const matches = useMatches();
  const { search } = useLocation();
  const handleTitle = matches.map((match) => (match.handle as RouteHandle | undefined)?.title).filter(Boolean).at(-1);
  const title = typeof handleTitle === 'function' ? handleTitle(new URLSearchParams(search)) : handleTitle;
  useEffect(() => {
    document.title = title ?? fallback;
  }, [title, fallback]);
}
