import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { updateUserNameSchema } from 'contracts';
import type { HostUser } from 'contracts/client';
import { TextField } from '../../../shared/ui/TextField';
import styles from '../../../shared/ui/forms.module.css';
import { texts } from '../../../texts';
import { useUpdateUserNameMutation } from '../api/account-api';
import { useSubmitThenReload } from '../hooks/useSubmitThenReload';
import { AccountForm } from './AccountForm';

export function NameForm({ user }: { user: HostUser }) {
  const form = useForm({
    resolver: zodResolver(updateUserNameSchema),
    mode: 'all',
    defaultValues: { id: user.id, name: user.first_name },
  });
  const [updateName, { isLoading }] = useUpdateUserNameMutation();
  const { onSubmit, generalError } = useSubmitThenReload(form, { name: 'name' }, updateName);

  return (
    <AccountForm
      title={texts.account.nameSection}
      testId="name-form"
      onSubmit={onSubmit}
      generalError={generalError}
      invalid={!form.formState.isValid}
      busy={isLoading}
    >
      <TextField form={form} name="name" label={texts.account.name} autoComplete="name" />
      <div className={styles.field}>
        <span className={styles.label}>{texts.account.email}</span>
        <input className={styles.input} value={user.email} readOnly aria-label={texts.account.email} />
      </div>
    </AccountForm>
  );
}
