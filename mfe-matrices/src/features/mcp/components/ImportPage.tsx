import { useMemo, useState } from 'react';
import { formatBRL, MESSAGES, parsePeriod, periodLabel } from 'contracts';
import { useHost, type ApiError } from 'contracts/client';
import { Button, ColumnHeads, ErrorAlert, LoadingState, Notice, TextField } from 'contracts/ui';
import { useCanEditAnalyses } from '../../../shared/permissions/useCanEditAnalyses';
import * as texts from '../../../texts';
import { useGetCategoriesAndCompetitorsQuery, useGetCategoriesAndProductsQuery, useSaveControlDataMutation } from '../api/mcp-api';
import { BottomBarActions } from '../../../shared/analyses/bottom-bar';
import { useCurrentAnalysis } from '../../../shared/analyses/current-analysis';
import { controlDataTemplate, parseControlDataTable, previewCaption, type ImportResult, type ImportTargets } from '../import/control-data-import';
import { readSpreadsheet, spreadsheetKind } from '../import/read-spreadsheet';

const t = texts.mcp.import;

const monthLabel = (date: string) => {
  const period = parsePeriod(date);
  return period ? periodLabel(period, 'month') : date;
};

/**
 * Control data from a CSV or XLSX file: the rows that will be saved and every bad row with
 * its reason; nothing is saved while any row is bad; saved through the bulk call.
 */
export function ImportPage() {
  const mcp = useCurrentAnalysis();
  const host = useHost();
  const canEdit = useCanEditAnalyses();
  const products = useGetCategoriesAndProductsQuery(mcp.id);
  const competitors = useGetCategoriesAndCompetitorsQuery(mcp.id);
  const [save, saving] = useSaveControlDataMutation();
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  const targets = useMemo<ImportTargets | null>(
    () =>
      products.data && competitors.data
        ? {
            categories: products.data,
            products: products.data.flatMap((category) => category.products),
            competitors: competitors.data.flatMap((category) => category.competitors),
          }
        : null,
    [products.data, competitors.data],
  );
  if (!canEdit) return <Notice tone="warning">{texts.mcp.readOnly}</Notice>;
  if (!targets) return <LoadingState />;

  const readFile = async (file: File | undefined) => {
    setResult(null);
    setFileError(null);
    setSaveError(null);
    if (!file) return;
    const kind = spreadsheetKind(file.name);
    if (!kind) return setFileError(t.wrongType);
    setReading(true);
    try {
      const table = await readSpreadsheet(await file.arrayBuffer(), kind);
      setResult(parseControlDataTable(table, targets));
    } catch {
      setFileError(t.unreadable);
    } finally {
      setReading(false);
    }
  };

  const saveRows = async () => {
    if (!result || result.problems.length > 0 || result.rows.length === 0) return;
    setSaveError(null);
    try {
      await save({ mcpId: mcp.id, rows: result.rows.map((row) => row.row) }).unwrap();
    } catch (error) {
      setSaveError((error as Partial<ApiError>).message ?? MESSAGES.communicationError);
      return;
    }
    host.notify(t.saved, 'success');
    setResult(null);
  };

  const blocked = !result || result.problems.length > 0 || result.rows.length === 0;
  return (
    <section data-testid="mcp-import-page">
      <h2>{t.heading}</h2>
      <p>{t.intro}</p>
      <p>
        <a href={`data:text/csv;charset=utf-8,${encodeURIComponent(controlDataTemplate())}`} download="modelo-dados-mensais.csv">
          {t.template}
        </a>
      </p>
      <TextField label={t.file} type="file" accept=".csv,.xlsx" onChange={(event) => void readFile(event.target.files?.[0])} />
      {reading && <LoadingState label={t.reading} />}
      <ErrorAlert>{fileError}</ErrorAlert>
      {result && result.problems.length > 0 && (
        <div role="alert" data-testid="mcp-import-problems">
          <h3>{t.errors}</h3>
          <p>{t.refused}</p>
          <ul>
            {result.problems.map((problem) => (
              <li key={`${problem.line}-${problem.message}`}>
                {t.line} {problem.line}: {problem.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {result && result.problems.length === 0 && result.rows.length === 0 && <Notice tone="warning">{t.noRows}</Notice>}
      {result && result.rows.length > 0 && (
        <table data-testid="mcp-import-preview">
          <caption>{previewCaption(result)}</caption>
          <ColumnHeads labels={[t.line, t.columns.kind, t.columns.category, t.columns.name, t.columns.month, t.columns.total, t.columns.cost, t.columns.amount]} />
          <tbody>
            {result.rows.map(({ line, categoryName, name, row }) => (
              <tr key={line}>
                <td>{line}</td>
                <td>{t.kinds[row.kind]}</td>
                <td>{categoryName}</td>
                <th scope="row">{name}</th>
                <td>{monthLabel(row.date)}</td>
                <td>{formatBRL(row.total)}</td>
                <td>{formatBRL(row.cost)}</td>
                <td>{row.amount.toLocaleString('pt-BR')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <BottomBarActions error={saveError}>
        <Button variant="primary" onClick={() => void saveRows()} disabled={blocked} busy={saving.isLoading}>
          {t.save}
        </Button>
      </BottomBarActions>
    </section>
  );
}
