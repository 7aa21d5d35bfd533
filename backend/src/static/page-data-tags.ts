import { PAGE_DATA_ELEMENT_ID, PAGE_DATA_SCRIPT, firstScreenFor, firstScreenHtml, pageDataRequests } from 'contracts';

/**
 * The tags that start a signed-in page's first API calls with the page itself (contracts
 * page-data.ts, issue 23): the list as JSON (`<` escaped, so no text of it closes the element)
 * and the script that sends them (allowed by its hash: common/security/helmet.ts). A guest's page
 * sends nothing: the script finds no token.
 */
export function pageDataTags(pathname: string): string[] {
  const json = JSON.stringify(pageDataRequests(pathname)).replace(/</g, '\\u003c');
  return [`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`, `<script>${PAGE_DATA_SCRIPT}</script>`];
}

/** Where the shell's index.html draws before its scripts run: the app's mount point. */
const ROOT_OPENING = '<div id="root">';

/**
 * The page with its first screen (contracts first-screen.ts) written at the start of the app's
 * mount point, so its heading paints with the page's first bytes; the app's first render
 * replaces it. Unchanged for a path without one, or a page without the mount point.
 */
export function withFirstScreen(page: string, pathname: string): string {
  const screen = firstScreenFor(pathname);
  const at = page.indexOf(ROOT_OPENING);
  if (!screen || at < 0) return page;
  const end = at + ROOT_OPENING.length;
  return `${page.slice(0, end)}${firstScreenHtml(screen)}${page.slice(end)}`;
}
