import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from 'contracts';
import { waitForLink } from '../support/outbox.js';
import { markDocument, notification, uniqueStamp } from '../support/people.js';
import { CLUSTER } from '../support/fixtures.js';

// One account's whole life, in order: each step needs the one before.
test.describe.configure({ mode: 'serial' });

const email = `ana.${uniqueStamp()}@exemplo.com`;
const passwords = { first: 'primeira123', second: 'segunda456', third: 'terceira789' };

async function logIn(page: Page, password: string) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Seja bem vindo!' })).toBeVisible();
  await page.getByPlaceholder('e-mail...').fill(email);
  await page.getByPlaceholder('senha...').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

async function openGearMenu(page: Page) {
  await page.getByRole('button', { name: 'Configurações' }).click();
  return page.getByRole('menu', { name: 'Configurações' });
}

test('register, confirm the e-mail, sign in, change name and password, sign out, recover the password', { tag: CLUSTER }, async ({ page }) => {
  await test.step('register', async () => {
    await page.goto('/registro');
    await expect(page.getByRole('heading', { name: 'Crie sua conta' })).toBeVisible();
    const create = page.getByRole('button', { name: 'Criar Conta' });
    await expect(create).toBeDisabled();
    await page.getByPlaceholder('nome...').fill('Ana Souza');
    await page.getByPlaceholder('e-mail...').fill(email.toUpperCase());
    await page.getByPlaceholder('senha...', { exact: true }).fill(passwords.first);
    await page.getByPlaceholder('repita a senha...').fill('outra-senha1');
    await expect(page.getByText(MESSAGES.passwordMismatch)).toBeVisible();
    await page.getByPlaceholder('repita a senha...').fill(passwords.first);
    await expect(create).toBeDisabled();
    await page.getByRole('checkbox').check();
    await create.click();
    await expect(page.getByText('Conta criada com sucesso', { exact: true })).toBeVisible();
    // The real backend sent the e-mail (the outbox transport): the page says where.
    await expect(page.getByText(`Enviamos um e-mail de confirmação para ${email.toLowerCase()}.`, { exact: false })).toBeVisible();
  });

  await test.step('signing in before confirming is refused with the pointer to resend', async () => {
    await logIn(page, passwords.first);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Seu e-mail ainda não foi confirmado.');
    // A link to the resend page, not its raw path in the text.
    await expect(alert).not.toContainText('/reenviarEmailDeConfirmacao');
    await expect(alert.getByRole('link', { name: 'Reenviar e-mail de confirmação' })).toHaveAttribute('href', '/reenviarEmailDeConfirmacao');
  });

  await test.step('confirm the e-mail through the link in the outbox', async () => {
    const link = await waitForLink(email, '/confirmacaoDeEmail/');
    await page.goto(link);
    await expect(page.getByTestId('email-confirmed')).toBeVisible();
  });

  await test.step('sign in: no company yet, so the companies page; the header shows the name', async () => {
    await logIn(page, passwords.first);
    await expect(page).toHaveURL(/\/empresas$/);
    await expect(page.getByTestId('header-user')).toHaveText('Ana Souza');
    // A signed-in user is sent away from the guests-only pages.
    await page.goto('/login');
    await expect(page).not.toHaveURL(/\/login$/);
  });

  await test.step('change the name on /configuracoes', async () => {
    const menu = await openGearMenu(page);
    await menu.getByRole('menuitem', { name: 'Conta' }).click();
    await expect(page).toHaveURL(/\/configuracoes$/);
    const nameForm = page.getByTestId('name-form');
    await expect(nameForm.getByLabel('E-mail')).toHaveValue(email);
    await nameForm.getByLabel('Nome').fill('Ana Maria Souza');
    const sameDocument = await markDocument(page);
    await nameForm.getByRole('button', { name: 'Alterar' }).click();
    await expect(notification(page, MESSAGES.nameUpdated)).toBeVisible();
    // The header follows through the cache: no page reload.
    await expect(page.getByTestId('header-user')).toHaveText('Ana Maria Souza');
    expect(await sameDocument()).toBe(true);
    await expect(page.getByTestId('name-form').getByLabel('Nome')).toHaveValue('Ana Maria Souza');
  });

  await test.step('change the password on /configuracoes (a wrong current password is refused)', async () => {
    const form = page.getByTestId('password-form');
    await form.getByLabel('Senha atual').fill('errada12345');
    await form.getByLabel('Nova senha', { exact: true }).fill(passwords.second);
    await form.getByLabel('Confirmação da nova senha').fill(passwords.second);
    await form.getByRole('button', { name: 'Alterar' }).click();
    await expect(form.getByTestId('old_password-error')).toBeVisible();

    await form.getByLabel('Senha atual').fill(passwords.first);
    await expect(form.getByTestId('old_password-error')).toHaveCount(0);
    const sameDocument = await markDocument(page);
    await form.getByRole('button', { name: 'Alterar' }).click();
    // Notified, the fields emptied, no reload; the session that made the change goes on.
    await expect(notification(page, MESSAGES.passwordUpdated)).toBeVisible();
    await expect(page.getByTestId('password-form').getByLabel('Senha atual')).toHaveValue('');
    expect(await sameDocument()).toBe(true);
    await expect(page.getByTestId('header-user')).toHaveText('Ana Maria Souza');
  });

  await test.step('sign out with "Sair"', async () => {
    const menu = await openGearMenu(page);
    await menu.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('header-user')).toHaveCount(0);
    // A guest again: the page is kept to return to after signing in.
    await page.goto('/configuracoes');
    await expect(page).toHaveURL(/\/login\?next=%2Fconfiguracoes$/);
  });

  await test.step('the old password no longer works', async () => {
    await logIn(page, passwords.first);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('recover the password through the e-mailed link', async () => {
    await page.goto('/login');
    await page.getByPlaceholder('e-mail...').fill(email);
    await page.getByRole('button', { name: 'Esqueceu sua senha?' }).click();
    const recovery = page.getByTestId('password-recovery');
    await expect(recovery).toContainText(email);
    await recovery.getByRole('button', { name: 'Enviar' }).click();
    await expect(recovery).toContainText('Já te enviamos um e-mail para que você possa redefinir sua senha.');
    await recovery.getByRole('button', { name: 'Ok' }).click();
    await expect(recovery).toHaveCount(0);

    const link = await waitForLink(email, '/redefinirSenha/');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Recuperar senha' })).toBeVisible();
    await page.getByLabel('Nova senha', { exact: true }).fill(passwords.third);
    await page.getByLabel('Confirmação da nova senha').fill(passwords.third);
    await page.getByRole('button', { name: 'Alterar' }).click();
    await expect(page.getByText(/Sua senha foi redefinida com sucesso!/)).toBeVisible();

    // The link is single-use.
    await page.goto(link);
    await page.getByLabel('Nova senha', { exact: true }).fill('quarta12345');
    await page.getByLabel('Confirmação da nova senha').fill('quarta12345');
    await page.getByRole('button', { name: 'Alterar' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
  });

  await test.step('sign in with the new password', async () => {
    await logIn(page, passwords.third);
    await expect(page).toHaveURL(/\/empresas$/);
    await expect(page.getByTestId('header-user')).toHaveText('Ana Maria Souza');
  });
});
