import { useNavigate } from 'react-router-dom';
import { Dialog } from 'contracts/ui';
import * as texts from '../../../texts';

/**
 * 'Dica: comece pela análise de Crescimento&Participação', shown before the multifactor
 * area while the company has no multifatorial yet (the overview asks the company's list).
 */
export function MultifatorialTipDialog({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const navigate = useNavigate();
  const t = texts.overview.multifatorialTip;
  const toMultifatorial = () => void navigate(`/empresa/${companyId}/multifatorial`);
  return (
    <Dialog
      title={t.title}
      onClose={onClose}
      testId="multifatorial-tip-dialog"
      cancel={t.cancel}
      actions={[{ label: t.continue, variant: 'primary', onClick: toMultifatorial }]}
    >
      <p>{t.body}</p>
    </Dialog>
  );
}
