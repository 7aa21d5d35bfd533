/** `premio.com`, `www.premio.com.br`, `ganhe@premio.com`: a last label of two letters or more. */
const DOMAIN_LIKE = /[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)+/gu;
const LAST_LABEL_IS_NAME = /\.[^.]*\p{L}[^.]*\p{L}[^.]*$/u;
const IPV4 = /^\d+(?:\.\d+){3}$/;

/**
 * Text someone typed (a user's or a company's name) made inert inside our e-mails: mail
 * clients turn whatever looks like an address into a link, and no link of ours may lead
 * anywhere but PUBLIC_URL. Schemes and domain-like words get their punctuation bracketed
 * ("http[:]//premio[.]com"), the way security reports defang addresses: still readable,
 * no longer clickable. "J.P. Souza" or "v2.0" are left alone.
 */
export function withoutLinks(text: string): string {
  return text
    .replace(/([\p{L}\p{N}+-]+):\/\//gu, '$1[:]//')
    .replace(DOMAIN_LIKE, (word) => (LAST_LABEL_IS_NAME.test(word) || IPV4.test(word) ? word.replaceAll('.', '[.]') : word));
}
