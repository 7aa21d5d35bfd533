import { useState } from 'react';
import { useCurrentAnalysis } from '../../../shared/analyses/current-analysis';
import { GroupsEditor } from '../../../shared/analyses/GroupsEditor';
import { ExportButtons } from '../../../shared/export/ExportButtons';
import * as texts from '../../../texts';
import { useCreateFactorMutation, useGetFactorsWithSubfactorsQuery } from '../api/ambiental-api';
import { factorFields, subfactorFields, useFactorEdits } from '../hooks/useFactorEdits';
import { FactorGroup } from './FactorGroup';

const t = texts.ambiental.factors;

/** /empresa/{companyId}/ambiental/{ambientalId}/fatores: the factors and their subfactors, edited in place. */
export function FactorsPage() {
  const ambiental = useCurrentAnalysis();
  const factors = useGetFactorsWithSubfactorsQuery(ambiental.id);
  const edits = useFactorEdits(ambiental.id, factors.data ?? []);
  const [createFactor] = useCreateFactorMutation();
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());

  const list = factors.data ?? [];
  const toggle = (id: number) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <GroupsEditor
      testIds={{ page: 'ambiental-factors-page', add: 'add-factor', delete: 'ambiental-delete-dialog' }}
      texts={{ ...t, addGroup: t.addFactor, deleteGroup: t.deleteFactor, deleteRow: t.deleteSubfactor }}
      groups={factors}
      edits={edits}
      addGroup={{ schema: 'newFactorSchema', field: 'name', onAdd: (name) => createFactor({ ambientalId: ambiental.id, body: { name } }).unwrap() }}
      before={
        list.length > 0 && (
          <ExportButtons
            testId="factors-export"
            // As shown: the saved factors with what is typed over them.
            table={async () =>
              (await import('../export/ambiental-tables')).factorsTable(
                ambiental.name,
                list.map((factor) => ({
                  ...factor,
                  ...edits.group.value(factor.id, factorFields(factor)),
                  subfactors: factor.subfactors.map((subfactor) => ({ ...subfactor, ...edits.row.value(subfactor.id, subfactorFields(subfactor)) })),
                })),
              )
            }
          />
        )
      }
    >
      {(factor, editing) => (
        <FactorGroup key={factor.id} ambientalId={ambiental.id} factor={factor} opened={opened.has(factor.id)} onToggle={() => toggle(factor.id)} edits={edits} {...editing} />
      )}
    </GroupsEditor>
  );
}
