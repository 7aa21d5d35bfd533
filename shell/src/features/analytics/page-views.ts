import { PAGE_VIEW_BATCH_MAX, PAGE_VIEW_PATH, PAGE_VIEW_XSRF_FIELD, type PageView, type RemoteName } from 'contracts';
import { readCookie, XSRF_COOKIE } from 'contracts/client';

// Page-view analytics (issue 14; docs/DECISIONS.md "Page-view analytics"). Kept tiny and
// zod-free: it is part of the shell's first load. A view is the matched route's pattern,
// never the URL: no ids, no query, no cookie-based identity, no session token.

/** What the router tells about a finished navigation: its matches (route path and params) and the URL path. */
export interface RouteMatchLike {
  route: { path?: string };
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * The pattern of the matched routes ('/empresa/:companyId/mcp/:mcpId/grafico'): the nested
 * routes' paths joined, an optional parameter kept only when the URL had it. Null for a
 * splat (the 404 page): there the URL is the only thing to record, and it is not recorded.
 */
export function routePatternOf(matches: readonly RouteMatchLike[]): string | null {
  let pattern = '';
  for (const { route, params } of matches) {
    for (const segment of (route.path ?? '').split('/')) {
      if (segment.includes('*')) return null;
      const optional = segment.endsWith('?');
      const name = optional ? segment.slice(0, -1) : segment;
      if (name && (!optional || (name[0] === ':' && params[name.slice(1)] !== undefined))) pattern += `/${name}`;
    }
  }
  return pattern || '/';
}

/** Do Not Track or Global Privacy Control: the browser asks not to be counted, so nothing is sent. */
export function trackingAllowed(nav: Navigator): boolean {
  return nav.doNotTrack !== '1' && (nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl !== true;
}

/**
 * Sends a batch with navigator.sendBeacon (it outlives the page being hidden or closed). A
 * beacon cannot set headers: the XSRF cookie's token travels in the JSON body, checked by the
 * server against the cookie as the header is elsewhere.
 */
export function sendBeacon(views: readonly PageView[]): void {
  const body = JSON.stringify({ [PAGE_VIEW_XSRF_FIELD]: readCookie(XSRF_COOKIE) ?? undefined, views });
  navigator.sendBeacon(PAGE_VIEW_PATH, new Blob([body], { type: 'application/json' }));
}

export interface PageViewQueue {
  /** A page was shown: queued with the previous page's pattern as its referrer. */
  view(route: string | null, remote: RemoteName | null): void;
  /** Sends what is queued, if anything. */
  flush(): void;
}

/** Queues views and sends them in batches: when a batch is full, and whenever `flush` is called (page hidden). */
export function createPageViewQueue(send: (views: PageView[]) => void = sendBeacon): PageViewQueue {
  let queue: PageView[] = [];
  let referrer: string | null = null;
  const flush = () => {
    if (queue.length === 0) return;
    const views = queue;
    queue = [];
    send(views);
  };
  return {
    view(route, remote) {
      if (route && remote) {
        queue.push({ route, referrer, remote });
        if (queue.length >= PAGE_VIEW_BATCH_MAX) flush();
      }
      referrer = route;
    },
    flush,
  };
}

/** The part of the data router this needs (React Router's `router.subscribe` and `router.state`). */
export interface ObservedRouter {
  state: RouterStateLike;
  subscribe(listener: (state: RouterStateLike) => void): () => void;
}
interface RouterStateLike {
  initialized: boolean;
  navigation: { state: string };
  location: { pathname: string };
  matches: readonly RouteMatchLike[];
}

/**
 * Counts every finished navigation to a new path (a query or hash change is the same page)
 * and sends the batch when the page is hidden. Does nothing at all under Do Not Track or
 * Global Privacy Control. `remoteFor` says which remote owns a path (the shell's route table).
 */
export function trackPageViews(
  router: ObservedRouter,
  remoteFor: (pathname: string) => RemoteName | null,
  queue: PageViewQueue = createPageViewQueue(),
  win: Window = window,
): () => void {
  if (!trackingAllowed(win.navigator)) return () => undefined;
  let lastPath: string | null = null;
  const observe = (state: RouterStateLike) => {
    if (!state.initialized || state.navigation.state !== 'idle' || state.location.pathname === lastPath) return;
    lastPath = state.location.pathname;
    queue.view(routePatternOf(state.matches), remoteFor(lastPath));
  };
  const onHidden = () => {
    if (win.document.visibilityState === 'hidden') queue.flush();
  };
  observe(router.state);
  const unsubscribe = router.subscribe(observe);
  win.document.addEventListener('visibilitychange', onHidden);
  win.addEventListener('pagehide', queue.flush);
  return () => {
    unsubscribe();
    win.document.removeEventListener('visibilitychange', onHidden);
    win.removeEventListener('pagehide', queue.flush);
  };
}
