import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { CompanyMode } from 'contracts';
import { apiCall, type Person } from './people.js';

/**
 * Makes a company full as a customer does: the first plan bought through the sandbox checkout,
 * the payment approved with the buyer's e-mail and password (docs/DECISIONS.md "Plans and payments").
 */
export async function boughtFirstPlan(browser: Browser, request: APIRequestContext, buyer: Person, token: string, companyId: number): Promise<void> {
  const [product] = await apiCall<{ id: number }[]>(request, 'GET', '/api/payment/products', undefined, token);
  const checkout = await apiCall<{ url: string }>(request, 'GET', `/api/payment/${companyId}/buy/${product!.id}`, undefined, token);
  const page = await browser.newPage();
  await page.goto(checkout.url);
  // The decision answers 303 to the return page (which, without a session here, goes on to the login).
  const decided = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/api/payment/sandbox/checkout/'));
  await page.getByLabel('E-mail').fill(buyer.email);
  await page.getByLabel('Senha').fill(buyer.password);
  await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
  expect((await decided).status()).toBe(303);
  await page.close();
  const { companies } = await apiCall<{ companies: { id: number; company_mode: number }[] }>(request, 'GET', '/api/general/get_my_companies', undefined, token);
  expect(companies.find((company) => company.id === companyId)?.company_mode).toBe(CompanyMode.Full);
}
