/**
 * The printed pages' running header and footer (docs/DECISIONS.md, "Reports"), as CSS `@page`
 * margin boxes: Chromium (≥ 131) draws them in the page margins both in its print dialog and in
 * Playwright's `page.pdf()`, and counts the pages itself (`counter(page)`, `counter(pages)`).
 * Their texts (company, date, analysis) are the report's data, so the rules are written per
 * report; a section of the company report gets a named page whose header is its analysis.
 */
export interface PageRules {
  /** Every page's header, unless the page is one of `sections`. */
  header: string;
  /** Every page's footer beside "Página N de M": the company and the date. */
  footer: string;
  /** Parts of the document (by element id) whose pages carry a header of their own. */
  sections?: readonly { id: string; header: string }[];
}

/** A CSS string literal holding `text` as it is ("<" escaped too: the rules sit in a <style> element). */
const cssString = (text: string) => `"${text.replace(/[\\"]/g, (char) => `\\${char}`).replace(/[\n\r\f]/g, ' ').replace(/</g, '\\3c ')}"`;

/** The margin boxes' type: small and grey, below the report's own. */
const BOX_STYLE = 'font: 8pt sans-serif; color: #555;';
const headerBox = (header: string) => `@top-left { content: ${cssString(header)}; ${BOX_STYLE} }`;

/** The print stylesheet of a report's margin boxes: header top left, company and date bottom left, "Página N de M" bottom right. */
export function pageRules({ header, footer, sections = [] }: PageRules, pageOf: (page: number | string, pages: number | string) => string): string {
  // "Página N de M" from the texts, cut where N and M go (a character no text holds) to put the counters there.
  const [before, between, after] = pageOf('\u0000', '\u0000').split('\u0000');
  const pageNumbers = `${cssString(before)} counter(page) ${cssString(between)} counter(pages) ${cssString(after)}`;
  return [
    `@media print {`,
    `@page { ${headerBox(header)} @bottom-left { content: ${cssString(footer)}; ${BOX_STYLE} } @bottom-right { content: ${pageNumbers}; ${BOX_STYLE} } }`,
    ...sections.flatMap(({ id, header: sectionHeader }, index) => [
      `@page report-part-${index} { ${headerBox(sectionHeader)} }`,
      `[id=${cssString(id)}] { page: report-part-${index}; }`,
    ]),
    `}`,
  ].join('\n');
}
