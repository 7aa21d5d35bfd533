// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderTestHost } from '../testing/index.js';
import { SubmitButton } from './button.js';
import { ErrorAlert } from './feedback.js';
import { CheckboxField, SelectField, TextAreaField, TextField } from './fields.js';
import { applyServerErrors, formField, useFormSubmit } from './form.js';

afterEach(cleanup);

const schema = z.object({
  name: z.string().trim().min(1, 'Campo nome é obrigatório'),
  description: z.string(),
  sector: z.number().int().min(1),
  terms: z.literal(true, 'Você precisa concordar'),
});
type Values = z.infer<typeof schema>;

/** A form written the product's way: contracts-like schema, kit fields, useFormSubmit. */
function CompanyForm({ submit }: { submit: (values: Values) => Promise<unknown> }) {
  const form = useForm<Omit<Values, 'terms'> & { terms: boolean }, unknown, Values>({
    resolver: zodResolver(schema) as never,
    mode: 'all',
    defaultValues: { name: '', description: '', sector: 1, terms: false },
  });
  const { onSubmit, generalError } = useFormSubmit(form, { submit, serverFields: { fantasy_name: 'name' }, successMessage: 'Empresa salva.' });
  return (
    <form onSubmit={onSubmit} noValidate>
      <ErrorAlert>{generalError}</ErrorAlert>
      <TextField label="Nome" hint="Como a empresa é conhecida" {...formField(form, 'name')} />
      <TextAreaField label="Descrição" {...formField(form, 'description')} />
      <SelectField
        label="Tipo"
        options={[
          { value: 1, label: 'Indústria' },
          { value: 2, label: 'Serviços' },
        ]}
        {...formField(form, 'sector', { valueAsNumber: true })}
      />
      <CheckboxField label="Concordo" {...formField(form, 'terms')} />
      <SubmitButton disabled={!form.formState.isValid} busy={form.formState.isSubmitting}>
        Salvar
      </SubmitButton>
    </form>
  );
}

const renderForm = (submit: (values: Values) => Promise<unknown>) => {
  const host = renderTestHost([{ path: 'f', element: <CompanyForm submit={submit} /> }], '/f');
  render(host.element);
  return host;
};

describe('kit fields with the form pattern', () => {
  it('labels, hints and errors are wired for screen readers; errors show once touched', async () => {
    renderForm(vi.fn());
    const name = await screen.findByRole('textbox', { name: 'Nome' });
    expect(name).toHaveProperty('type', 'text');
    expect(name.getAttribute('aria-describedby')).toBe(screen.getByText('Como a empresa é conhecida').id);
    expect(screen.queryByText('Campo nome é obrigatório')).toBeNull();
    await userEvent.click(name);
    await userEvent.tab();
    const error = await screen.findByText('Campo nome é obrigatório');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')!.split(' ')).toEqual([error.id, screen.getByText('Como a empresa é conhecida').id]);
    // A validation error is described, not shouted: no alert while the user types.
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends the parsed values, notifies the success; server field errors go under their fields, read out', async () => {
    let answer: () => Promise<unknown> = () => Promise.resolve({ id: 1 });
    const submit = vi.fn((_values: Values) => answer());
    const host = renderForm(submit);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Nome' }), 'Acme');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Serviços');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Concordo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ name: 'Acme', description: '', sector: 2, terms: true }));
    await waitFor(() => expect(host.record.notifications).toEqual([{ message: 'Empresa salva.', type: 'success' }]));

    answer = () => Promise.reject({ status: 400, errors: { fantasy_name: ['Nome já usado.'], description: ['Texto longo demais'], general: ['Confira os campos.'] }, message: 'x' });
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Confira os campos.', 'Nome já usado.', 'Texto longo demais']));
    expect(screen.getByRole('textbox', { name: 'Nome' }).getAttribute('aria-invalid')).toBe('true');
    expect(host.record.notifications).toHaveLength(1);
    // Editing a field replaces its server error with its own validation.
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome' }), ' SA');
    expect(screen.queryByText('Nome já usado.')).toBeNull();
    expect(screen.getByText('Texto longo demais')).toBeTruthy();
  });
});

describe('applyServerErrors', () => {
  const form = (values: Record<string, unknown>) => ({ setError: vi.fn(), getValues: () => values });

  it('maps by name or through the table, joins the others into the general error', () => {
    const target = form({ email: '', password1: '' });
    const general = applyServerErrors(
      { errors: { email: ['E-mail inválido'], password: ['Curta', 'Sem números'], other: ['Outro problema'] }, message: 'm' },
      target,
      { password: 'password1' },
    );
    expect(target.setError.mock.calls).toEqual([
      // The first refused field takes the focus (the browser scrolls it into view), the others do not.
      ['email', { type: 'server', message: 'E-mail inválido' }, { shouldFocus: true }],
      ['password1', { type: 'server', message: 'Curta Sem números' }, { shouldFocus: false }],
    ]);
    expect(general).toBe('Outro problema');
  });

  it('falls back to the message when nothing went under a field, and gives null when everything did', () => {
    expect(applyServerErrors({ errors: {}, message: 'Falha de comunicação' }, form({ a: 1 }))).toBe('Falha de comunicação');
    expect(applyServerErrors({ errors: { a: ['ruim'] }, message: 'x' }, form({ a: 1 }))).toBeNull();
  });
});
