import { useNavigate } from 'react-router-dom';
import { Dialog } from '../../../shared/ui/Dialog';
import styles from '../../../shared/ui/ui.module.css';
import { texts } from '../../../texts';

/** Demo-info dialog of one company: closing or confirming goes to /planos/{companyId}. */
export function DemoInfoDialog({ companyId }: { companyId: number }) {
  const navigate = useNavigate();
  const toPlans = () => void navigate(`/planos/${companyId}`);
  const t = texts.companies.demoInfo;
  return (
    <Dialog
      title={t.title}
      onClose={toPlans}
      testId="demo-info-dialog"
      buttons={
        <>
          <button type="button" className={styles.button} onClick={toPlans}>
            {texts.close}
          </button>
          <button type="button" className={styles.primary} onClick={toPlans}>
            {t.confirm}
          </button>
        </>
      }
    >
      <p>{t.body}</p>
    </Dialog>
  );
}
