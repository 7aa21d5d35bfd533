import { useNavigate } from 'react-router-dom';
import { Button } from '../../../shared/ui/Button';
import { texts } from '../../../texts';
import { OverviewDialog } from './OverviewDialog';

/**
 * 'Dica: comece pela análise de Crescimento&Participação', shown before the multifactor
 * area while the company has no multifactor items (no multifactor API exists yet: always).
 */
export function MultifatorialTipDialog({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const navigate = useNavigate();
  const t = texts.overview.multifatorialTip;
  return (
    <OverviewDialog
      title={t.title}
      onClose={onClose}
      testId="multifatorial-tip-dialog"
      buttons={
        <>
          <Button variant="outline" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button onClick={() => void navigate(`/empresa/${companyId}/multifatorial`)}>{t.continue}</Button>
        </>
      }
    >
      <p>{t.body}</p>
    </OverviewDialog>
  );
}
