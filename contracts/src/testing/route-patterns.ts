import type { RouteObject } from 'react-router-dom';

/**
 * Every page of a remote's route objects as the shell's page views name it: the nested
 * routes' paths joined from the root, an index route at its parent's path, an optional
 * parameter given or not; a route with children is a page only through its index. A splat
 * (a 404 page) is no page.
 */
export function routePatterns(routes: readonly RouteObject[], parent = ''): string[] {
  const patterns: string[] = [];
  for (const route of routes) {
    for (const base of expandOptional(parent, route.path ?? '')) {
      if (base.includes('*')) continue;
      if (route.children?.length) patterns.push(...routePatterns(route.children, base));
      else patterns.push(base || '/');
    }
  }
  return patterns;
}

/** `parent` + `path`, once per way of giving its optional parameters (`:companyId?`). */
function expandOptional(parent: string, path: string): string[] {
  let prefixes = [parent];
  for (const segment of path.split('/').filter(Boolean)) {
    const optional = segment.endsWith('?');
    const name = optional ? segment.slice(0, -1) : segment;
    prefixes = [...(optional ? prefixes : []), ...prefixes.map((prefix) => `${prefix}/${name}`)];
  }
  return prefixes;
}
