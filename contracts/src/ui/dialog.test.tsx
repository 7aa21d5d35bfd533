// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.js';
import { Dialog, DIALOG_MAX_WIDTH } from './dialog.js';

afterEach(cleanup);

/** A page with a button that opens the dialog, as the apps use it: rendered while open. */
function Page({ onConfirm = () => undefined }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        abrir
      </button>
      <a href="#fora">fora</a>
      {open && (
        <Dialog
          title="Adicionar colaborador"
          onClose={() => setOpen(false)}
          cancel="Cancelar"
          actions={[false, { label: 'Adicionar', variant: 'primary', onClick: onConfirm }, { label: 'Outro', disabled: true }]}
          testId="d"
        >
          <label>
            E-mail <input />
          </label>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('is a named modal <dialog>, at most 510 px wide, with its body, × and footer buttons', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'abrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Adicionar colaborador' });
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.style.maxWidth).toBe(`${DIALOG_MAX_WIDTH}px`);
    expect(DIALOG_MAX_WIDTH).toBe(510);
    const buttons = within(dialog).getAllByRole('button');
    // The cancel button is the close button: no × beside it (one "Fechar"/"Cancelar" per dialog).
    expect(buttons.map((button) => button.textContent)).toEqual(['Cancelar', 'Adicionar', 'Outro']);
    expect((screen.getByRole('button', { name: 'Outro' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves the focus in, keeps Tab and Shift+Tab inside, and gives it back when Escape closes', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'abrir' });
    await userEvent.click(opener);
    const field = screen.getByRole('textbox', { name: 'E-mail' });
    expect(document.activeElement).toBe(field);

    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Adicionar' }));
    // "Outro" is disabled: the last stop is "Adicionar", then back to the first, the field.
    await userEvent.tab();
    expect(document.activeElement).toBe(field);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Adicionar' }));

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with the cancel button, or with × when it has none; an action runs its handler only', async () => {
    const onConfirm = vi.fn();
    render(<Page onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'abrir' }));
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    const onClose = vi.fn();
    render(
      <Dialog title="Aviso" onClose={onClose}>
        <p>Sem botões.</p>
      </Dialog>,
    );
    // Nothing else to focus: the focus goes to ×.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fechar' }));
    await userEvent.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a footer button with `form` submits the form in the body (Enter in a field too)', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Dialog title="Buscar" onClose={() => undefined} actions={[{ label: 'Buscar', variant: 'primary', form: 'busca' }]}>
        <form id="busca" onSubmit={onSubmit}>
          <input aria-label="termo" />
        </form>
      </Dialog>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'termo' }), 'acme{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});

describe('ConfirmDialog', () => {
  it('asks, runs the confirmation with a spinner while it is pending, and shows its error', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onClose = vi.fn();
    const { rerender } = render(
      <ConfirmDialog title="Remover cargo" confirmLabel="Remover" onConfirm={onConfirm} onClose={onClose}>
        <p>Deseja remover o cargo deste usuário nesta empresa?</p>
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Remover cargo' });
    expect(dialog.textContent).toContain('Deseja remover o cargo');
    // The first control is the safe one: "Cancelar".
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remover' }));
    const confirm = screen.getByRole('button', { name: 'Remover' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    finish();
    await waitFor(() => expect(confirm.disabled).toBe(false));
    expect(onConfirm).toHaveBeenCalledTimes(1);

    rerender(
      <ConfirmDialog title="Remover cargo" confirmLabel="Remover" onConfirm={onConfirm} onClose={onClose} error="A empresa precisa ter ao menos um proprietário." confirmHidden>
        <p>Deseja remover o cargo deste usuário nesta empresa?</p>
      </ConfirmDialog>,
    );
    expect(screen.getByRole('alert').textContent).toBe('A empresa precisa ter ao menos um proprietário.');
    expect(screen.queryByRole('button', { name: 'Remover' })).toBeNull();
    // The focused button went away: the focus is taken back into the dialog, not left on the page.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
