import { useNavigate } from 'react-router-dom';
import { Button } from '../../../shared/ui/Button';
import { texts } from '../../../texts';
import { OverviewDialog } from './OverviewDialog';

/** Demo-info modal of one company: closing or confirming goes to /planos/{companyId}. */
export function DemoInfoModal({ companyId }: { companyId: number }) {
  const navigate = useNavigate();
  const toPlans = () => void navigate(`/planos/${companyId}`);
  const t = texts.overview.demoInfo;
  return (
    <OverviewDialog
      title={t.title}
      onClose={toPlans}
      testId="demo-info-modal"
      buttons={
        <>
          <Button variant="outline" onClick={toPlans}>
            {t.close}
          </Button>
          <Button onClick={toPlans}>{t.confirm}</Button>
        </>
      }
    >
      <p>{t.body}</p>
    </OverviewDialog>
  );
}
