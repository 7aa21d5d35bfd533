import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExportTable } from './export-table';
import { ExportButtons } from './ExportButtons';

const TABLE: ExportTable = {
  name: ['Itens SWOT', 'Padaria'],
  sheets: [{ name: 'Itens', columns: [{ header: 'Texto', kind: 'text' }, { header: 'Importância', kind: 'grade' }], rows: [['Pão sempre quente', 9.5]] }],
};

describe('ExportButtons', () => {
  // jsdom has no object URLs: the browser's download is the link clicked with the file's URL.
  const files: { name: string; blob: Blob }[] = [];
  beforeEach(() => {
    files.length = 0;
    const blobs = new Map<string, Blob>();
    vi.stubGlobal('URL', Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.set(`blob:${blobs.size}`, blob);
        return `blob:${blobs.size - 1}`;
      },
      revokeObjectURL: () => undefined,
    }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push({ name: this.download, blob: blobs.get(this.getAttribute('href')!)! });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('hands the table to the browser as a file when a button is pressed: the workbook, or the CSV', async () => {
    render(<ExportButtons table={() => TABLE} />);
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('itens-swot-padaria.csv');
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await files[0]!.blob.arrayBuffer())).toBe('\uFEFFTexto;Importância\r\nPão sempre quente;9,5\r\n');

    await userEvent.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    await waitFor(() => expect(files).toHaveLength(2));
    expect(files[1]!.name).toBe('itens-swot-padaria.xlsx');
    // A zip (an .xlsx is one): "PK" first.
    expect(new Uint8Array(await files[1]!.blob.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));
  });

  it('says beside the buttons when the file could not be made, and the buttons work again', async () => {
    render(<ExportButtons table={() => Promise.reject(new Error('offline'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Não foi possível gerar o arquivo. Tente novamente.');
    expect((screen.getByRole('button', { name: 'Exportar Excel' }) as HTMLButtonElement).disabled).toBe(false);
    expect(files).toHaveLength(0);
  });
});
