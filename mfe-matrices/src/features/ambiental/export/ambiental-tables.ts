import type { FactorWithSubfactors } from 'contracts';
import { columnsOf, type ExportCell, type ExportTable, oneSheetTable, tenScale } from '../../../shared/export/export-table';
import * as texts from '../../../texts';

const sheets = texts.sheets;

/** The factors with their subfactors, one row per subfactor (a factor without any: one row of its own); scores 0–10. */
export function factorsTable(ambientalName: string, factors: readonly FactorWithSubfactors[]): ExportTable {
  const t = texts.ambiental.factors;
  const rows: ExportCell[][] = factors.flatMap((factor): ExportCell[][] => {
    const head: ExportCell[] = [factor.name, tenScale(factor.importance)];
    if (factor.subfactors.length === 0) return [[...head, null, null, null, null]];
    return factor.subfactors.map((subfactor) => [...head, subfactor.name, t.kinds[subfactor.kind], tenScale(subfactor.importance), tenScale(subfactor.grade)]);
  });
  const factorColumns = [[sheets.factor, 'text'], [sheets.factorImportance, 'grade']] as const;
  const columns = columnsOf(...factorColumns, [sheets.subfactor, 'text'], [t.kind, 'text'], [texts.analyses.importance, 'grade'], [sheets.grade, 'grade']);
  return oneSheetTable([sheets.factors, ambientalName], { name: sheets.factors, columns, rows });
}
