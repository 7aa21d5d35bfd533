import { useState } from 'react';
import { Button, ConfirmDialog, type ButtonVariant } from 'contracts/ui';
import * as texts from '../../../texts';
import styles from './Uilab.module.css';

const t = texts.uilab.buttons;
const VARIANTS: { variant: ButtonVariant; label: string }[] = [
  { variant: 'primary', label: t.primary },
  { variant: 'secondary', label: t.secondary },
  { variant: 'success', label: t.success },
  { variant: 'danger', label: t.danger },
  { variant: 'outline', label: t.outline },
  { variant: 'link', label: t.link },
];

export function ButtonsPage() {
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <section data-testid="uilab-buttons-page">
      <h1>{texts.uilab.menu.buttons}</h1>
      <h2>{t.variantsHeading}</h2>
      <div className={styles.row}>
        {VARIANTS.map(({ variant, label }) => (
          <Button key={variant} variant={variant}>
            {label}
          </Button>
        ))}
      </div>
      <h2>{t.sizesHeading}</h2>
      <div className={styles.row}>
        <Button size="small">{t.small}</Button>
        <Button size="large">{t.large}</Button>
        <Button disabled>{t.disabled}</Button>
        <Button variant="primary" busy>
          {t.busy}
        </Button>
      </div>
      <h2>{t.dialogHeading}</h2>
      <Button variant="outline" onClick={() => setDialogOpen(true)}>
        {t.openDialog}
      </Button>
      {dialogOpen && (
        <ConfirmDialog title={t.dialog.title} confirmLabel={t.dialog.confirm} confirmVariant="primary" onConfirm={() => setDialogOpen(false)} onClose={() => setDialogOpen(false)}>
          <p>{t.dialog.body}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
