import { expect, test, type Browser, type Page } from '@playwright/test';
import { logIn } from '../support/people.js';
import { SYSADMIN_EMAIL } from '../support/environment.js';
import { waitForLink } from '../support/outbox.js';

// Three people around one company, in order: each step needs the one before.
test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
const owner = { name: 'Olívia Dona', email: `olivia.${stamp}@exemplo.com`, password: 'olivia12345' };
const employee = { name: 'Bruno Funcionário', email: `bruno.${stamp}@exemplo.com`, password: 'bruno12345' };
const sysadmin = { name: 'Sílvia Sistema', email: SYSADMIN_EMAIL, password: 'sistema12345' };
const companyName = `Acme E2E ${stamp}`;

async function register(page: Page, person: { name: string; email: string; password: string }) {
  await page.goto('/registro');
  await page.getByPlaceholder('nome...').fill(person.name);
  await page.getByPlaceholder('e-mail...').fill(person.email);
  await page.getByPlaceholder('senha...', { exact: true }).fill(person.password);
  await page.getByPlaceholder('repita a senha...').fill(person.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await expect(page.getByText('Conta criada com sucesso', { exact: true })).toBeVisible();
  await page.goto(await waitForLink(person.email, '/confirmacaoDeEmail/'));
  await expect(page.getByTestId('email-confirmed')).toBeVisible();
}

const newPage = async (browser: Browser) => (await browser.newContext()).newPage();

let companyId = 0;
let ownerPage: Page;

test('two users share a company; a system administrator locks and unlocks it', async ({ browser }) => {
  ownerPage = await newPage(browser);
  const page = ownerPage;

  await test.step('the owner registers, signs in and creates a company', async () => {
    await register(page, owner);
    await logIn(page, owner);
    // No company yet: the companies page offers to create one.
    await page.goto('/empresas');
    await expect(page.getByTestId('header-company')).toHaveText('Selecione a sua empresa');
    await page.getByTestId('create-company').click();
    await expect(page.getByRole('heading', { name: 'Nova Empresa' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Cadastrar' });
    await expect(submit).toBeDisabled();
    await page.getByPlaceholder('nome fantasia...').fill(companyName);
    await page.getByLabel('Tipo *').selectOption({ label: 'Serviços' });
    await submit.click();
    await expect(page).toHaveURL(/\/empresa\/\d+$/);
    companyId = Number(/\/empresa\/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByRole('heading', { name: 'Bem vindo!' })).toBeVisible();
    const companyLink = page.getByTestId('header-company');
    await expect(companyLink).toHaveText(companyName);
    await expect(companyLink).toHaveAttribute('title', 'Clique para ver as empresas disponíveis');
    // A new company is a 30-day trial.
    await expect(page.getByTestId('header-trial-notice')).toHaveText(/^(29|30) dias restantes$/);
    await expect(page.getByTestId('overview-tile-ambiental')).toHaveAttribute('href', `/empresa/${companyId}/ambiental`);
    // The demo popup of a trial company, once a day: it leads to the plans.
    await page.getByTestId('demo-info-modal').getByRole('button', { name: 'Ver planos' }).click();
    await expect(page).toHaveURL(new RegExp(`/planos/${companyId}$`));
  });

  await test.step('the owner adds a new collaborator as Funcionário', async () => {
    await page.getByRole('button', { name: 'Configurações' }).click();
    await page.getByRole('menuitem', { name: 'Administração' }).click();
    await expect(page).toHaveURL(new RegExp(`/administracao/${companyId}$`));
    await expect(page.getByTestId('company-status-text')).toHaveText(/^Experimente até: \d{2}\/\d{2}\/\d{4}$/);
    await page.getByRole('button', { name: 'adicionar colaborador' }).click();
    const dialog = page.getByTestId('add-collaborator-dialog');
    await dialog.getByLabel('E-mail').fill(employee.email);
    await dialog.getByRole('button', { name: 'Buscar usuário' }).click();
    await expect(dialog.getByTestId('collaborator-not-found')).toBeVisible();
    await dialog.getByLabel('Nome').fill(employee.name);
    await expect(dialog.getByLabel('Cargo')).toHaveValue('4');
    await dialog.getByRole('button', { name: 'Criar conta e Adicionar' }).click();
    await expect(dialog.getByText('Colaborador adicionado à empresa')).toBeVisible();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    const row = page.getByTestId('staff-row').filter({ hasText: employee.email });
    await expect(row.getByRole('combobox')).toHaveValue('4');
    await expect(row.getByRole('button', { name: 'excluir' })).toBeVisible();
  });

  const employeePage = await newPage(browser);
  await test.step('the invitation link sets the password; the employee signs in and lands in the company', async () => {
    await employeePage.goto(await waitForLink(employee.email, '/redefinirSenha/'));
    await employeePage.getByLabel('Nova senha', { exact: true }).fill(employee.password);
    await employeePage.getByLabel('Confirmação da nova senha').fill(employee.password);
    await employeePage.getByRole('button', { name: 'Alterar' }).click();
    await expect(employeePage.getByText(/Sua senha foi redefinida com sucesso!/)).toBeVisible();
    await logIn(employeePage, employee);
    // Their one company: the login opens its page and makes it current.
    await expect(employeePage).toHaveURL(new RegExp(`/empresa/${companyId}$`));
    await expect(employeePage.getByTestId('header-company')).toHaveText(companyName);
    await expect(employeePage.getByTestId('overview-tile-ambiental')).toHaveAttribute('href', `/empresa/${companyId}/ambiental`);
  });

  await test.step('the employee sees no edit controls', async () => {
    await employeePage.goto('/empresas');
    const row = employeePage.getByTestId(`company-row-${companyId}`);
    await expect(row.getByRole('button', { name: 'desvincular-se' })).toBeVisible();
    await expect(row.getByRole('link', { name: 'editar' })).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'deletar' })).toHaveCount(0);

    await employeePage.goto(`/administracao/${companyId}`);
    await expect(employeePage.getByTestId('staff-row')).toHaveCount(2);
    await expect(employeePage.getByRole('button', { name: 'adicionar colaborador' })).toHaveCount(0);
    await expect(employeePage.getByRole('button', { name: 'excluir' })).toHaveCount(0);
    await expect(employeePage.locator('[data-testid="staff-row"] select')).toHaveCount(0);
    await expect(employeePage.getByRole('button', { name: 'bloquear' })).toHaveCount(0);
  });

  await test.step('the employee unlinks from the company', async () => {
    await employeePage.goto('/empresas');
    await employeePage.getByTestId(`company-row-${companyId}`).getByRole('button', { name: 'desvincular-se' }).click();
    const dialog = employeePage.getByRole('dialog', { name: `Desvincular-se de ${companyName}` });
    await dialog.getByRole('button', { name: 'Desvincular-se de Empresa' }).click();
    await expect(employeePage.getByTestId(`company-row-${companyId}`)).toHaveCount(0);
    await expect(employeePage.getByTestId('header-company')).toHaveText('Selecione a sua empresa');
    await page.reload();
    await expect(page.getByTestId('staff-row')).toHaveCount(1);
  });

  const adminPage = await newPage(browser);
  // The owner watches the administration page while the system administrator acts: the
  // status bar follows the company live (polling), the page is never reloaded.
  const markPage = () => page.evaluate(() => Object.assign(window, { e2eNotReloaded: true }));
  const notReloaded = () => page.evaluate(() => (window as unknown as { e2eNotReloaded?: boolean }).e2eNotReloaded === true);

  await test.step('a system administrator locks the company; the owner sees the status bar change', async () => {
    await expect(page.getByTestId('company-status-text')).toHaveText(/^Experimente até: \d{2}\/\d{2}\/\d{4}$/);
    await expect(page.getByTestId('company-status-bar')).toHaveAttribute('data-level', 'warning');
    await markPage();

    await register(adminPage, sysadmin);
    await logIn(adminPage, sysadmin);
    await adminPage.goto(`/administracao/${companyId}`);
    await adminPage.getByRole('button', { name: 'bloquear' }).click();
    await adminPage.getByRole('dialog', { name: 'Bloquear empresa' }).getByRole('button', { name: 'Bloquear' }).click();
    await expect(adminPage.getByTestId('company-status-text')).toHaveText('Acesso bloqueado');

    await expect(page.getByTestId('company-status-text')).toHaveText('Acesso bloqueado');
    await expect(page.getByTestId('company-status-bar')).toHaveAttribute('data-level', 'danger');
    expect(await notReloaded()).toBe(true);
    // The blocking guard keeps the company's pages closed.
    await page.getByTestId('header-logo').click();
    await expect(page).toHaveURL(/\/empresas$/);
    await expect(page.getByTestId(`company-row-${companyId}`).getByTestId('company-expired')).toBeVisible();
    await page.getByRole('button', { name: 'Configurações' }).click();
    await page.getByRole('menuitem', { name: 'Administração' }).click();
    await expect(page).toHaveURL(new RegExp(`/administracao/${companyId}$`));
    await expect(page.getByTestId('company-status-text')).toHaveText('Acesso bloqueado');
  });

  await test.step('the system administrator unlocks it until a date; the owner sees it open again', async () => {
    await adminPage.getByRole('button', { name: 'desbloquear até...' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Desbloquear empresa' });
    await dialog.locator('input[type="date"]').fill('2020-01-01');
    await expect(dialog.getByText('Data inválida. Selecione uma data futura.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Desbloquear' })).toBeDisabled();
    await dialog.locator('input[type="date"]').fill('2099-12-31');
    await dialog.getByRole('button', { name: 'Desbloquear' }).click();
    await expect(adminPage.getByTestId('company-status-text')).toHaveText('Experimente até: 31/12/2099');

    await expect(page.getByTestId('company-status-text')).toHaveText('Experimente até: 31/12/2099');
    await expect(page.getByTestId('company-status-bar')).toHaveAttribute('data-level', 'warning');
    expect(await notReloaded()).toBe(true);
    await page.getByTestId('header-logo').click();
    await expect(page).toHaveURL(new RegExp(`/empresa/${companyId}$`));
    await expect(page.getByRole('heading', { name: 'Bem vindo!' })).toBeVisible();
  });
});
