/**
 * The first screen of a page, drawn by the server into the page's HTML (backend/src/static):
 * the page's heading and what it is for, painted with the page's first bytes instead of after
 * the app's scripts have arrived and run (on a phone, seconds). The app's render replaces it
 * with the same texts in the same places, so what the user reads first stays. The texts live
 * in each kind's descriptor (analyses/kinds.ts, its `pages`), once: the remote's texts file
 * takes its headings and intros from `FIRST_SCREENS`.
 */
import { ANALYSIS_KINDS, type AnalysisKind, type AnalysisPage, byKind, type FirstScreen, kindAt } from './analyses/kinds.js';

type Pages<K extends AnalysisKind> = (typeof ANALYSIS_KINDS)[K]['pages'];
type FirstScreens = {
  [K in AnalysisKind]: { [P in keyof Pages<K> as Pages<K>[P] extends { first: FirstScreen } ? P : never]: Pages<K>[P] extends { first: infer F } ? F : never };
};

/** The analyses' pages that open with a fixed heading (the analysis's kind, then its page's web path), from the descriptors' `pages`. */
export const FIRST_SCREENS = byKind((kind) =>
  Object.fromEntries(Object.entries<AnalysisPage>(kind.pages).flatMap(([page, { first }]) => (first ? [[page, first]] : []))),
) as FirstScreens;

const ANALYSIS_PAGE = /^\/empresa\/[1-9]\d*\/([a-z]+)\/[1-9]\d*\/([a-z]+)\/?$/;

/** The first screen of the page at `pathname`, or null when it has none (it then opens with the loading indicator alone). */
export function firstScreenFor(pathname: string): FirstScreen | null {
  const [, segment = '', path = ''] = ANALYSIS_PAGE.exec(pathname) ?? [];
  const kind = kindAt(segment);
  const pages: Record<string, AnalysisPage> | undefined = kind && ANALYSIS_KINDS[kind].pages;
  return (pages && Object.hasOwn(pages, path) && pages[path]!.first) || null;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The first screen's HTML, written inside the shell's `#root` before its loading indicator (the
 * shell's index.html styles `.first-screen` as the layout places a page's content: the same
 * font, sizes and side margins, so the texts do not move or change size when the app draws them).
 */
export function firstScreenHtml(screen: FirstScreen): string {
  return `<section class="first-screen"><h2>${escapeHtml(screen.heading)}</h2>${screen.intro ? `<p>${escapeHtml(screen.intro)}</p>` : ''}</section>`;
}
