import { PAGE_DATA_ELEMENT_ID, PAGE_DATA_SCRIPT, pageDataRequests } from 'contracts';

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
