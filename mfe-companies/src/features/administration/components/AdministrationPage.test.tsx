import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CompanyMode, dateDaysAhead, RATE_LIMIT_MESSAGES, waitText, type Company } from 'contracts';
import { currentPath, errorResponse, okResponse, renderTestHost, testCompany as company, testRoleInfo as roleInfo, useFakeNetwork, withPageCodeHeld } from 'contracts/testing';
import routes from '../../../routes';
import { renderCompanies, USER } from '../../../test/render';

const STAFF = [
  { email: 'ana@example.com', name: 'Ana', role: roleInfo(1), isOwner: true },
  { email: 'bruno@example.com', name: 'Bruno', role: roleInfo(3), isOwner: false },
];
const EDITOR_ROLES = [roleInfo(2), roleInfo(3), roleInfo(4)];

describe('administration page', () => {
  const network = useFakeNetwork();
  const answer = (companies: Company[], staff = { staff: STAFF, allowedRoles: EDITOR_ROLES, canEdit: true }) =>
    network
      .on('GET /api/general/get_companies_admin', okResponse(companies))
      .on('GET /api/general/get_company_staff/*', okResponse(staff));

  it('without a company id goes to the first company of the list', async () => {
    answer([company(5, 'Primeira', 1), company(6, 'Segunda', 2)]);
    renderCompanies('/administracao');
    await waitFor(() => expect(currentPath()).toBe('/administracao/5'));
    expect(await screen.findByRole('combobox', { name: 'Empresa / Consultoria:' })).toBeTruthy();
  });

  it('a click away made before the companies arrive is not undone by the redirect to the first one', async () => {
    network.on('GET /api/general/get_company_staff/*', okResponse({ staff: STAFF, allowedRoles: EDITOR_ROLES, canEdit: true }));
    const companies = network.hold('GET /api/general/get_companies_admin');
    const slow = withPageCodeHeld(routes, 'administracao/acessos');
    render(renderTestHost(slow.routes, '/administracao', { currentUser: { ...USER, isSysAdmin: true } }).element);
    await userEvent.click(await screen.findByRole('link', { name: 'Acessos ao sistema' }));
    await companies.answer(okResponse([company(5, 'Primeira', 1)]));
    slow.arrive();
    await waitFor(() => expect(currentPath()).toBe('/administracao/acessos'));
    expect(await screen.findByRole('heading', { name: 'Acessos ao sistema' })).toBeTruthy();
  });

  it('tells a user without companies, and the status bar offers the companies page', async () => {
    answer([]);
    renderCompanies('/administracao');
    expect((await screen.findByTestId('administration-no-companies')).textContent).toBe('Você não faz parte de nenhuma empresa.');
  });

  it.each([
    [CompanyMode.Full, null, 'Acesso liberado', 'normal'],
    [CompanyMode.Full, '2031-06-30', 'Liberado até: 30/06/2031', 'normal'],
    [CompanyMode.Demo, null, 'Acesso experimental liberado', 'warning'],
    [CompanyMode.Demo, '2031-06-30', 'Experimente até: 30/06/2031', 'warning'],
    [CompanyMode.Blocked, '2020-01-01', 'Acesso bloqueado', 'danger'],
  ] as const)('status bar of mode %i with lock date %s: "%s" (%s)', async (mode, lockDate, text, level) => {
    answer([company(5, 'Acme', 1, { company_mode: mode, company_lock_date: lockDate, date_joined: '2024-03-05' })]);
    renderCompanies('/administracao/5');
    const bar = await screen.findByTestId('company-status-bar');
    expect(within(bar).getByTestId('company-status-text').textContent).toBe(text);
    expect(bar.getAttribute('data-level')).toBe(level);
    expect(within(bar).getByRole('link', { name: 'planos' }).getAttribute('href')).toBe('/planos/5');
    expect(within(bar).getByTestId('company-date-joined').textContent).toBe('05/03/2024');
    expect(bar.textContent).toContain('Data de Criação:');
    expect(bar.textContent).toContain('Escreva para');
  });

  it('the selector switches company', async () => {
    answer([company(5, 'Acme', 1), company(6, 'Beta', 2)]);
    renderCompanies('/administracao/5');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Empresa / Consultoria:' }), '6');
    await waitFor(() => expect(currentPath()).toBe('/administracao/6'));
    await waitFor(() => expect(network.callsTo('GET /api/general/get_company_staff/6')).toHaveLength(1));
  });

  it('an owner sees the owner row as text and the others with role select and "excluir"', async () => {
    answer([company(5, 'Acme', 1)]);
    renderCompanies('/administracao/5');
    const rows = await screen.findAllByTestId('staff-row');
    expect(rows[0].textContent).toContain('Ana');
    expect(rows[0].textContent).toContain('ana@example.com');
    // The column says what the role is; no "Cargo:" repeated in every row.
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Nome', 'E-mail', 'Cargo']);
    expect(rows.some((row) => row.textContent?.includes('Cargo:'))).toBe(false);
    expect(within(rows[0]).getByTestId('staff-role').textContent).toBe('Proprietário');
    expect(within(rows[0]).queryByRole('button', { name: 'excluir' })).toBeNull();
    const select = within(rows[1]).getByRole('combobox', { name: 'Cargo de Bruno' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['Admin', 'Consultor', 'Funcionário']);
    expect(select.value).toBe('3');
    expect(within(rows[1]).getByRole('button', { name: 'excluir' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'adicionar colaborador' })).toBeTruthy();
    // Not a system administrator: no lock/unlock controls.
    expect(screen.queryByRole('button', { name: 'bloquear' })).toBeNull();
  });

  it('a funcionário sees every role as text and no edit controls', async () => {
    answer([company(5, 'Acme', 4)], { staff: STAFF, allowedRoles: [], canEdit: false });
    renderCompanies('/administracao/5');
    const rows = await screen.findAllByTestId('staff-row');
    expect(rows.map((row) => within(row).getByTestId('staff-role').textContent)).toEqual(['Proprietário', 'Consultor']);
    expect(screen.queryByRole('combobox', { name: /Cargo de/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'excluir' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'adicionar colaborador' })).toBeNull();
  });

  it('a system administrator gets the role select for the owner too', async () => {
    answer([company(5, 'Acme', null, { isSysAdmin: true })], { staff: STAFF, allowedRoles: [roleInfo(1), ...EDITOR_ROLES], canEdit: true });
    renderCompanies('/administracao/5');
    const select = (await screen.findByRole('combobox', { name: 'Cargo de Ana' })) as HTMLSelectElement;
    expect(select.value).toBe('1');
    expect(screen.getAllByRole('button', { name: 'excluir' })).toHaveLength(2);
  });

  it('changing a role calls update_collaborator, says so and reloads the staff', async () => {
    answer([company(5, 'Acme', 1)]);
    network.on('POST /api/general/update_collaborator', okResponse({ collaborator: null, created: false }));
    const page = renderCompanies('/administracao/5');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Cargo de Bruno' }), '2');
    await waitFor(() => expect(network.callsTo('GET /api/general/get_company_staff/5')).toHaveLength(2));
    expect(page.record.notifications).toEqual([{ message: 'Cargo de Bruno alterado para Admin.', type: 'success' }]);
    expect(network.callsTo('POST /api/general/update_collaborator')[0].body).toEqual({ email: 'bruno@example.com', role: 2, name: 'Bruno', companyId: 5 });
  });

  it('remove-role dialog: "Remover" sends a null role, says so and reloads; "Cancelar" changes nothing', async () => {
    answer([company(5, 'Acme', 1)]);
    network.on('POST /api/general/update_collaborator', okResponse({ collaborator: null, created: false }));
    const page = renderCompanies('/administracao/5');
    await userEvent.click(await screen.findByRole('button', { name: 'excluir' }));
    let dialog = screen.getByTestId('remove-role-dialog');
    expect(dialog.textContent).toContain('Deseja remover o cargo deste usuário nesta empresa?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(network.callsTo('POST /api/general/update_collaborator')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'excluir' }));
    dialog = screen.getByTestId('remove-role-dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(screen.queryByTestId('remove-role-dialog')).toBeNull());
    expect(page.record.notifications).toEqual([{ message: 'Bruno não faz mais parte da empresa.', type: 'success' }]);
    expect(network.callsTo('POST /api/general/update_collaborator')[0].body).toEqual({ email: 'bruno@example.com', role: null, name: 'Bruno', companyId: 5 });
    await waitFor(() => expect(network.callsTo('GET /api/general/get_company_staff/5')).toHaveLength(2));
  });

  it('a refused role change shows the server message', async () => {
    answer([company(5, 'Acme', 1)]);
    network.on('POST /api/general/update_collaborator', errorResponse({ role: ['Só um administrador do sistema pode atribuir este cargo.'] }, 403));
    renderCompanies('/administracao/5');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Cargo de Bruno' }), '2');
    expect((await screen.findByRole('alert')).textContent).toBe('Só um administrador do sistema pode atribuir este cargo.');
  });
});

describe('add collaborator dialog', () => {
  const network = useFakeNetwork();
  const open = async () => {
    network
      .on('GET /api/general/get_companies_admin', okResponse([company(5, 'Acme', 1)]))
      .on('GET /api/general/get_company_staff/*', okResponse({ staff: STAFF, allowedRoles: EDITOR_ROLES, canEdit: true }));
    renderCompanies('/administracao/5');
    await userEvent.click(await screen.findByRole('button', { name: 'adicionar colaborador' }));
    return screen.getByTestId('add-collaborator-dialog');
  };

  it('find → found → Adicionar → success with "Fechar"', async () => {
    network
      .on('POST /api/general/find_user_by_email', okResponse({ first_name: 'Carla', email: 'carla@example.com', isStaff: false }))
      .on('POST /api/general/update_collaborator', okResponse({ collaborator: { email: 'carla@example.com', name: 'Carla', role: roleInfo(4), isOwner: false }, created: false }));
    const dialog = await open();
    const search = within(dialog).getByRole('button', { name: 'Buscar usuário' }) as HTMLButtonElement;
    expect(search.disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'carla@');
    expect(search.disabled).toBe(true);
    expect(within(dialog).getByText('E-mail inválido')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'example.com');
    await userEvent.click(search);

    expect((await within(dialog).findByTestId('collaborator-found')).textContent).toContain('Carla');
    expect((within(dialog).getByLabelText('Cargo') as HTMLSelectElement).value).toBe('4');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    expect((await within(dialog).findByRole('status')).textContent).toBe('Colaborador adicionado à empresa');
    expect(network.callsTo('POST /api/general/find_user_by_email')[0].body).toEqual({ email: 'carla@example.com', companyId: 5 });
    expect(network.callsTo('POST /api/general/update_collaborator')[0].body).toEqual({ email: 'carla@example.com', role: 4, name: 'Carla', companyId: 5 });
    await waitFor(() => expect(network.callsTo('GET /api/general/get_company_staff/5')).toHaveLength(2));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByTestId('add-collaborator-dialog')).toBeNull();
  });

  it('found but already on the staff: says so and hides "Adicionar"', async () => {
    network.on('POST /api/general/find_user_by_email', okResponse({ first_name: 'Bruno', email: 'bruno@example.com', isStaff: true }));
    const dialog = await open();
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'bruno@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buscar usuário' }));
    expect(await within(dialog).findByText('Este colaborador já foi adicionado à empresa.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Adicionar' })).toBeNull();
  });

  it('not found: needs a name, then "Criar conta e Adicionar" creates the account', async () => {
    network
      .on('POST /api/general/find_user_by_email', okResponse(null))
      .on('POST /api/general/update_collaborator', okResponse({ collaborator: { email: 'novo@example.com', name: 'Novo', role: roleInfo(3), isOwner: false }, created: true }));
    const dialog = await open();
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'novo@example.com{Enter}');
    expect((await within(dialog).findByTestId('collaborator-not-found')).textContent).toContain('Uma nova conta será criada');
    const create = within(dialog).getByRole('button', { name: 'Criar conta e Adicionar' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    const name = within(dialog).getByLabelText('Nome');
    await userEvent.type(name, ' ');
    expect(within(dialog).getByText('Nome não pode ser vazio')).toBeTruthy();
    await userEvent.clear(name);
    expect(within(dialog).getByText('Campo é obrigatório')).toBeTruthy();
    await userEvent.type(name, 'Novo');
    await userEvent.selectOptions(within(dialog).getByLabelText('Cargo'), '3');
    expect(create.disabled).toBe(false);
    await userEvent.click(create);
    expect((await within(dialog).findByRole('status')).textContent).toBe('Colaborador adicionado à empresa');
    expect(network.callsTo('POST /api/general/update_collaborator')[0].body).toEqual({ email: 'novo@example.com', role: 3, name: 'Novo', companyId: 5 });
  });

  it('a limit reached shows the server’s 429 text, with how long to wait, for the lookup and for the invitation', async () => {
    const lookups = RATE_LIMIT_MESSAGES.userLookups(waitText(1500));
    network.on('POST /api/general/find_user_by_email', errorResponse({ general: [lookups] }, 429));
    let dialog = await open();
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'x@example.com{Enter}');
    expect(await within(dialog).findByText(lookups)).toBeTruthy();
    expect(lookups).toContain('25 minutos');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    const invitations = RATE_LIMIT_MESSAGES.invitationsByCompany(waitText(600));
    network
      .on('POST /api/general/find_user_by_email', okResponse(null))
      .on('POST /api/general/update_collaborator', errorResponse({ general: [invitations] }, 429));
    dialog = await open();
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'novo@example.com{Enter}');
    await userEvent.type(await within(dialog).findByLabelText('Nome'), 'Novo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar conta e Adicionar' }));
    expect(await within(dialog).findByText(invitations)).toBeTruthy();
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('a lookup error marks the e-mail field invalid', async () => {
    network.on('POST /api/general/find_user_by_email', errorResponse({ email: ['E-mail inválido'] }));
    const dialog = await open();
    const email = within(dialog).getByLabelText('E-mail');
    await userEvent.type(email, 'x@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buscar usuário' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('E-mail inválido')).toBeTruthy();
  });
});

describe('company mode actions (system administrator)', () => {
  const network = useFakeNetwork();
  let page: ReturnType<typeof renderCompanies>;
  const render = (mode: Company['company_mode'], isSysAdmin = true) => {
    network
      .on('GET /api/general/get_companies_admin', okResponse([company(5, 'Acme', null, { company_mode: mode, isSysAdmin })]))
      .on('GET /api/general/get_company_staff/*', okResponse({ staff: STAFF, allowedRoles: [], canEdit: isSysAdmin }));
    page = renderCompanies('/administracao/5');
    return screen.findByTestId('company-status-bar');
  };
  const buttonNames = (bar: HTMLElement) => within(bar).queryAllByRole('button').map((button) => button.textContent);

  it.each([
    [CompanyMode.Blocked, ['desbloquear até...']],
    [CompanyMode.Demo, ['bloquear', 'estender até...', 'tornar completa']],
    [CompanyMode.Full, ['bloquear', 'estender até...', 'limitar para demo']],
  ] as const)('mode %i shows %j', async (mode, names) => {
    expect(buttonNames(await render(mode))).toEqual(names);
  });

  it('lock: "Bloquear empresa" confirms, calls lock_company and reloads', async () => {
    network.on('GET /api/general/lock_company/5', okResponse(company(5, 'Acme', null, { company_mode: CompanyMode.Blocked, isSysAdmin: true })));
    const bar = await render(CompanyMode.Full);
    await userEvent.click(within(bar).getByRole('button', { name: 'bloquear' }));
    const dialog = screen.getByRole('dialog', { name: 'Bloquear empresa' });
    expect(dialog.textContent).toContain('Deseja bloquear esta empresa?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bloquear' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.callsTo('GET /api/general/lock_company/5')).toHaveLength(1);
    expect(network.callsTo('GET /api/general/get_companies_admin')).toHaveLength(2);
    expect(page.record.notifications).toEqual([{ message: 'Empresa bloqueada.', type: 'success' }]);
  });

  it.each([
    [CompanyMode.Demo, 'tornar completa', 'Habilitar modo completo', 'Deseja habilitar todas as funcionalidades para esta empresa?'],
    [CompanyMode.Full, 'limitar para demo', 'Habilitar modo demo', 'Deseja restringir as funcionalidades desta empresa habilitando o modo demo?'],
  ] as const)('mode %i: "%s" opens "%s" and toggles the plan', async (mode, button, title, body) => {
    network.on('GET /api/general/toggle_demo/5', okResponse(company(5, 'Acme', null)));
    const bar = await render(mode);
    await userEvent.click(within(bar).getByRole('button', { name: button }));
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog.textContent).toContain(body);
    await userEvent.click(within(dialog).getByRole('button', { name: title }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.callsTo('GET /api/general/toggle_demo/5')).toHaveLength(1);
  });

  it('cancel closes a dialog without a call', async () => {
    const bar = await render(CompanyMode.Full);
    await userEvent.click(within(bar).getByRole('button', { name: 'bloquear' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(network.callsTo('GET /api/general/lock_company/5')).toHaveLength(0);
  });

  it.each([
    [CompanyMode.Blocked, 'desbloquear até...', 'Desbloquear empresa', 'Desbloquear', 'unlock_company', 'Empresa desbloqueada.'],
    [CompanyMode.Full, 'estender até...', 'Estender empresa', 'Estender', 'extend_company', 'Acesso da empresa estendido.'],
  ] as const)('mode %i: "%s" asks a future date (default 30 days ahead)', async (mode, button, title, confirm, path, done) => {
    network.on(`POST /api/general/${path}/5`, okResponse(company(5, 'Acme', null)));
    const bar = await render(mode);
    await userEvent.click(within(bar).getByRole('button', { name: button }));
    const dialog = screen.getByRole('dialog', { name: title });
    const date = dialog.querySelector('input[type="date"]') as HTMLInputElement;
    expect(date.value).toBe(dateDaysAhead(30));
    const confirmButton = within(dialog).getByRole('button', { name: confirm }) as HTMLButtonElement;

    await userEvent.clear(date);
    await userEvent.type(date, '2020-01-01');
    expect(within(dialog).getByText('Data inválida. Selecione uma data futura.')).toBeTruthy();
    expect(confirmButton.disabled).toBe(true);

    const future = dateDaysAhead(10);
    await userEvent.clear(date);
    await userEvent.type(date, future);
    expect(within(dialog).queryByText('Data inválida. Selecione uma data futura.')).toBeNull();
    await userEvent.click(confirmButton);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.callsTo(`POST /api/general/${path}/5`)[0].body).toEqual({ date: future });
    expect(network.callsTo('GET /api/general/get_companies_admin')).toHaveLength(2);
    expect(page.record.notifications).toEqual([{ message: done, type: 'success' }]);
  });

  it('a member who is not a system administrator gets no mode actions', async () => {
    expect(buttonNames(await render(CompanyMode.Full, false))).toEqual([]);
  });
});
