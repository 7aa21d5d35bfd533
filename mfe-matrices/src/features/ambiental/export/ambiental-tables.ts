import type { FactorWithSubfactors } from 'contracts';
import { type ExportCell, type ExportTable, tenScale } from '../../../shared/export/export-table';
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
  return {
    name: [sheets.factors, ambientalName],
    sheets: [
      {
        name: sheets.factors,
        columns: [
          { header: sheets.factor, kind: 'text' },
          { header: sheets.factorImportance, kind: 'grade' },
          { header: sheets.subfactor, kind: 'text' },
          { header: t.kind, kind: 'text' },
          { header: texts.analyses.importance, kind: 'grade' },
          { header: sheets.grade, kind: 'grade' },
        ],
        rows,
      },
    ],
  };
}
