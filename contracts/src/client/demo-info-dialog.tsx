import { useNavigate } from 'react-router-dom';
import { kindsInWords } from '../analyses/kinds.js';
import { Dialog } from '../ui/dialog.js';

/** pt-BR texts of the demo-info dialog (each kind's limit and its words come from its descriptor). */
const DEMO_INFO_TEXTS = {
  title: 'Empresa em modo demonstração',
  body:
    'Esta empresa está em modo de demonstração: você pode experimentar todas as análises, com limites ' +
    `(${kindsInWords((kind) => `${kind.demoLimit} ${kind.demoWords}`)}) e marca d’água nos relatórios. Assine um plano para liberar todas as funcionalidades.`,
  close: 'Fechar',
  confirm: 'Ver planos',
} as const;

/**
 * The demo-info dialog of one company (the companies list's demo icon, the overview's demo
 * popup and link): closing or confirming goes to /planos/{companyId}.
 */
export function DemoInfoDialog({ companyId, testId = 'demo-info-dialog' }: { companyId: number; testId?: string }) {
  const navigate = useNavigate();
  const toPlans = () => void navigate(`/planos/${companyId}`);
  const t = DEMO_INFO_TEXTS;
  return (
    <Dialog title={t.title} onClose={toPlans} testId={testId} cancel={t.close} actions={[{ label: t.confirm, variant: 'primary', onClick: toPlans }]}>
      <p>{t.body}</p>
    </Dialog>
  );
}
