import { useState } from 'react';
import { Button, ErrorAlert } from 'contracts/ui';
import * as texts from '../../texts';
import type { ExportFormat, ExportTable } from './export-table';

const t = texts.spreadsheet;

export interface ExportButtonsProps {
  /** The table to write, built when a button is pressed (its builder may load with it). */
  table: () => ExportTable | Promise<ExportTable>;
  disabled?: boolean;
  testId?: string;
}

/**
 * "Exportar Excel" and "Exportar CSV" beside a table. The writer (and write-excel-file) load
 * only when one is pressed, so no page's first download carries them; a failure shows beside
 * the buttons.
 */
export function ExportButtons({ table, disabled = false, testId = 'export-buttons' }: ExportButtonsProps) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [failed, setFailed] = useState(false);
  const run = async (format: ExportFormat) => {
    setBusy(format);
    setFailed(false);
    try {
      const [{ downloadTable }, built] = await Promise.all([import(/* webpackChunkName: "table-export" */ './table-export'), table()]);
      await downloadTable(built, format);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    // No label of their own: the buttons sit right above the table they export, and a name here
    // would answer every search for a field named like the table ("Período", "Dados mensais").
    <div data-testid={testId} style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center', margin: '8px 0' }}>
      <Button size="small" variant="outline" onClick={() => void run('xlsx')} busy={busy === 'xlsx'} disabled={disabled || busy !== null}>
        {t.exportExcel}
      </Button>
      <Button size="small" variant="outline" onClick={() => void run('csv')} busy={busy === 'csv'} disabled={disabled || busy !== null}>
        {t.exportCsv}
      </Button>
      <ErrorAlert testId="export-error">{failed ? t.exportFailed : null}</ErrorAlert>
    </div>
  );
}
