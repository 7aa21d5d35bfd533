import { expect, type Page } from '@playwright/test';
import { demoPopupStorageKey, localDay, MESSAGES } from 'contracts';
import { watchNetwork } from './network.js';

/**
 * Route-specific expectations live here, in one place: when a route changes behaviour
 * (e.g. the guest guard sending '/' to /login), only this file changes.
 */
export const PATHS = {
  home: '/',
  /** A page of mfe-matrices that needs no session. */
  uilab: '/uilab',
  matrixChart: '/uilab/matrixchart',
  /** A page of mfe-accounts that needs no session. */
  accountsPage: '/login',
} as const;

/** What a guest sees at '/': the guest guard sends them to the login page (mfe-accounts). */
export async function expectHomeForGuest(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-page')).toBeVisible();
}

/** The shell's layout: the header with the logo link and the main area. */
export async function expectShellLayout(page: Page): Promise<void> {
  await expect(page.getByTestId('header-logo')).toBeVisible();
  await expect(page.locator('main')).toBeVisible();
}

/** The page's requests for ECharts (the shell's chunk): none while its charts show their server-drawn first screens. */
export const echartsRequests = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => /\/static\/app\/echarts\.[0-9a-f]{8}\.js$/.test(url)));

/** Every page component of a remote carries data-testid="<something>-page"; the shell's 404 page is excluded. */
export const remotePage = (page: Page) => page.locator('main [data-testid$="-page"]:not([data-testid="not-found-page"])');

/** A remote's page rendered inside the layout (not the 404 page, not the load error). */
export async function expectRemotePage(page: Page): Promise<void> {
  await expectShellLayout(page);
  await expect(remotePage(page).first()).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  await expect(page.getByTestId('not-found-page')).toHaveCount(0);
}

/** The pt-BR load error with its retry button, inside the layout. */
export async function expectRemoteLoadError(page: Page): Promise<void> {
  await expectShellLayout(page);
  const error = page.locator('main').getByTestId('remote-error');
  await expect(error).toBeVisible();
  await expect(error).toContainText(MESSAGES.remoteLoadFailed);
  await expect(error.getByRole('button', { name: MESSAGES.remoteRetry })).toBeEnabled();
}

/**
 * Client-side navigation, as a link of the app would do it (the browser router listens to
 * popstate): no page load, so the modules already loaded stay in the page.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

/**
 * A remote that fails to load shows its load error at `broken` while another remote's page
 * (`working`) works, and the error again on the way back: in one document, no reload.
 */
export async function expectLoadErrorWhileOthersWork(page: Page, broken: string, working: string): Promise<void> {
  await page.goto(broken);
  await expectRemoteLoadError(page);
  await navigateInApp(page, working);
  await expectRemotePage(page);
  await navigateInApp(page, broken);
  await expectRemoteLoadError(page);
}

/** Every page a guest can open (one per route of the remotes, and the shell's 404). */
export const GUEST_PAGES = [
  '/login',
  '/registro',
  '/reenviarEmailDeConfirmacao',
  '/confirmacaoDeEmail/ninguem%40exemplo.com/link-quebrado',
  '/redefinirSenha/MQ/link-quebrado',
  '/redefinirSenha/MQ/link-quebrado?convite=1',
  '/uilab',
  '/uilab/botoes',
  '/uilab/formularios',
  '/uilab/matrixchart',
  '/pagina-que-nao-existe',
] as const;

/** Every page of a signed-in owner of company `companyId` (one per route). */
export const signedInPages = (companyId: number) =>
  [
    '/',
    `/empresa/${companyId}`,
    '/empresas',
    '/selecionarEmpresa',
    '/novaEmpresa',
    `/atualizarEmpresa/${companyId}`,
    `/administracao/${companyId}`,
    '/configuracoes',
    `/planos/${companyId}`,
    `/empresa/${companyId}/multifatorial`,
    `/empresa/${companyId}/relatorio`,
  ] as const;

/** Opens `path` and waits until its page is on screen (a remote's page or the 404 page) and the network is quiet. */
export async function openPage(page: Page, path: string): Promise<void> {
  const network = watchNetwork(page);
  await page.goto(path);
  await expect(page.locator('main [data-testid$="-page"]').first()).toBeVisible();
  await network.quiet();
  // A long grid draws its rows in batches after the data arrives (contracts NumberGrid).
  await expect(page.locator('main table[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Opens a trial company's overview with its daily demo popup already counted as shown today
 * (contracts demo-popup.ts: the local date under the company's key). Signing in may
 * land on the overview and show it there, or not, depending on timing: a test that only passes
 * the overview on its way must not depend on which.
 */
export async function openOverviewPastDemoPopup(page: Page, companyId: number): Promise<void> {
  // "Today" is the browser's: it runs in the config's time zone (São Paulo), not this process's,
  // and the two disagree on the date for three hours around midnight.
  const [year, monthIndex, day] = await page.evaluate(() => {
    const now = new Date();
    return [now.getFullYear(), now.getMonth(), now.getDate()] as const;
  });
  const browserToday = localDay(new Date(year, monthIndex, day));
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [demoPopupStorageKey(companyId), browserToday] as const);
  await page.goto(`/empresa/${companyId}`);
}
