import { expect, test, type Page } from '@playwright/test';
import { dateDaysAhead, endOfDayInBrasilia, parsePeriod, remainingDays, TRIAL_DAYS, trialNotice } from 'contracts';
import { SYSADMIN_EMAIL } from '../support/environment.js';
import { waitForLink } from '../support/outbox.js';
import { logIn, markDocument, newPage, notification, register, signedUpOnce, uniqueStamp } from '../support/people.js';
import { CLUSTER } from '../support/fixtures.js';

// Three people around one company, in order: each step needs the one before.
test.describe.configure({ mode: 'serial' });

const stamp = uniqueStamp();
const owner = { name: 'Olívia Dona', email: `olivia.${stamp}@exemplo.com`, password: 'olivia12345' };
const employee = { name: 'Bruno Funcionário', email: `bruno.${stamp}@exemplo.com`, password: 'bruno12345' };
const sysadmin = { name: 'Sílvia Sistema', email: SYSADMIN_EMAIL, password: 'sistema12345' };
const companyName = `Acme E2E ${stamp}`;

let companyId = 0;
let ownerPage: Page;

test('two users share a company; a system administrator locks and unlocks it', { tag: CLUSTER }, async ({ browser }) => {
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
    const createdAt = new Date();
    const creation = page.waitForResponse((res) => res.url().endsWith('/api/general/new_company'));
    await submit.click();
    const lockDate: string = (await (await creation).json()).data.company_lock_date;
    await expect(page).toHaveURL(/\/empresa\/\d+$/);
    companyId = Number(/\/empresa\/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByRole('heading', { name: 'Bem vindo!' })).toBeVisible();
    const companyLink = page.getByTestId('header-company');
    await expect(companyLink).toHaveText(companyName);
    await expect(companyLink).toHaveAttribute('title', 'Clique para ver as empresas disponíveis');
    // A new company is a 30-day trial, open to the end of its 30th day in Brasília; the header
    // counts whole days left from its lock date, so it says "30 dias restantes" all through day one.
    // From the day of the click or of the answer: the clock may pass midnight in between.
    const lockDateOf = (at: Date) => endOfDayInBrasilia(parsePeriod(dateDaysAhead(TRIAL_DAYS, at))!).toISOString();
    expect([lockDateOf(createdAt), lockDateOf(new Date())]).toContain(lockDate);
    await expect(page.getByTestId('header-trial-notice')).toHaveText(trialNotice(remainingDays(lockDate)!));
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

  await test.step('a role change is saved in place and notified', async () => {
    const sameDocument = await markDocument(page);
    const row = page.getByTestId('staff-row').filter({ hasText: employee.email });
    await row.getByRole('combobox').selectOption({ label: 'Consultor' });
    await expect(notification(page, `Cargo de ${employee.name} alterado para Consultor.`)).toBeVisible();
    await row.getByRole('combobox').selectOption({ label: 'Funcionário' });
    await expect(notification(page, `Cargo de ${employee.name} alterado para Funcionário.`)).toBeVisible();
    await expect(row.getByRole('combobox')).toHaveValue('4');
    expect(await sameDocument()).toBe(true);
  });

  await test.step('the owner updates the company: notified, back on the list without a reload', async () => {
    const sameDocument = await markDocument(page);
    await page.getByRole('button', { name: 'Configurações' }).click();
    await page.getByRole('menuitem', { name: 'Empresas' }).click();
    await page.getByTestId(`company-row-${companyId}`).getByRole('link', { name: 'editar' }).click();
    await expect(page.getByLabel('Nome Fantasia *')).toHaveValue(companyName);
    await page.getByLabel('Descrição').fill('Consultoria de estratégia');
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await expect(page).toHaveURL(/\/empresas$/);
    await expect(notification(page, 'Empresa atualizada com sucesso.')).toBeVisible();
    expect(await sameDocument()).toBe(true);
    await page.goto(`/administracao/${companyId}`);
    await expect(page.getByTestId('staff-row')).toHaveCount(2);
  });

  const employeePage = await newPage(browser);
  await test.step('the invitation link sets the password; the employee signs in and lands in the company', async () => {
    const invitation = await waitForLink(employee.email, '/redefinirSenha/');
    // The invitation's link opens the page worded for a first password.
    expect(new URL(invitation).searchParams.get('convite')).toBe('1');
    await employeePage.goto(invitation);
    await expect(employeePage.getByRole('heading', { name: 'Criar senha' })).toBeVisible();
    await expect(employeePage).toHaveTitle('Criar senha');
    await employeePage.getByLabel('Senha', { exact: true }).fill(employee.password);
    await employeePage.getByLabel('Confirmação da senha').fill(employee.password);
    await employeePage.getByRole('button', { name: 'Criar senha' }).click();
    await expect(employeePage.getByText(/Sua senha foi criada com sucesso!/)).toBeVisible();
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
  let notReloaded: () => Promise<boolean> = async () => false;

  await test.step('a system administrator locks the company; the owner sees the status bar change', async () => {
    await expect(page.getByTestId('company-status-text')).toHaveText(/^Experimente até: \d{2}\/\d{2}\/\d{4}$/);
    await expect(page.getByTestId('company-status-bar')).toHaveAttribute('data-level', 'warning');
    notReloaded = await markDocument(page);

    await signedUpOnce(adminPage.request, sysadmin);
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

  await test.step('the owner deletes the company: notified, gone from the list', async () => {
    await page.goto('/empresas');
    const sameDocument = await markDocument(page);
    await page.getByTestId(`company-row-${companyId}`).getByRole('button', { name: 'deletar' }).click();
    await page.getByRole('dialog', { name: 'Deletar Empresa' }).getByRole('button', { name: 'Deletar' }).click();
    await expect(notification(page, `Empresa ${companyName} deletada.`)).toBeVisible();
    await expect(page.getByTestId(`company-row-${companyId}`)).toHaveCount(0);
    expect(await sameDocument()).toBe(true);
  });
});
