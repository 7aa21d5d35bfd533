import { useState } from 'react';
import { useCurrentAnalysis } from '../../../shared/analyses/current-analysis';
import { GroupsEditor } from '../../../shared/analyses/GroupsEditor';
import { ExportButtons } from '../../../shared/export/ExportButtons';
import { useCanEditAnalyses } from '../../../shared/permissions/useCanEditAnalyses';
import * as texts from '../../../texts';
import { useCreateFactorMutation, useDeleteFactorMutation, useDeleteSubfactorMutation, useGetFactorsWithSubfactorsQuery } from '../api/ambiental-api';
import { factorFields, subfactorFields, useFactorEdits } from '../hooks/useFactorEdits';
import { FactorGroup } from './FactorGroup';

const t = texts.ambiental.factors;

/** /empresa/{companyId}/ambiental/{ambientalId}/fatores: the factors and their subfactors, edited in place. */
export function FactorsPage() {
  const ambiental = useCurrentAnalysis();
  const canEdit = useCanEditAnalyses();
  const factors = useGetFactorsWithSubfactorsQuery(ambiental.id);
  const edits = useFactorEdits(ambiental.id, factors.data ?? []);
  const [createFactor] = useCreateFactorMutation();
  const [deleteFactor] = useDeleteFactorMutation();
  const [deleteSubfactor] = useDeleteSubfactorMutation();
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
      testId="ambiental-factors-page"
      heading={t.heading}
      intro={t.intro}
      empty={t.empty}
      groups={factors}
      rowsOf={(factor) => factor.subfactors}
      edits={edits}
      canEdit={canEdit}
      deleteGroup={(id, version) => deleteFactor({ ambientalId: ambiental.id, id, version }).unwrap()}
      deleteRow={(id, version) => deleteSubfactor({ ambientalId: ambiental.id, id, version }).unwrap()}
      deleteTexts={{ group: t.deleteFactor, row: t.deleteSubfactor, testId: 'ambiental-delete-dialog' }}
      addGroup={{ texts: t.addFactor, schema: 'newFactorSchema', field: 'name', testId: 'add-factor', onAdd: (name) => createFactor({ ambientalId: ambiental.id, body: { name } }).unwrap() }}
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
      {(factor, onDelete) => (
        <FactorGroup
          key={factor.id}
          ambientalId={ambiental.id}
          factor={factor}
          opened={opened.has(factor.id)}
          onToggle={() => toggle(factor.id)}
          edits={edits}
          canEdit={canEdit}
          onDelete={onDelete}
        />
      )}
    </GroupsEditor>
  );
}
