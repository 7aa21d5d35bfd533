import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { updateUserPasswordSchema } from 'contracts';
import { NewPasswordFields } from '../../../shared/ui/NewPasswordFields';
import { TextField } from '../../../shared/ui/TextField';
import { texts } from '../../../texts';
import { useUpdateUserPasswordMutation } from '../api/account-api';
import { useSubmitThenReload } from '../hooks/useSubmitThenReload';
import { AccountForm } from './AccountForm';

export function PasswordForm({ userId }: { userId: number }) {
  const form = useForm({
    resolver: zodResolver(updateUserPasswordSchema),
    mode: 'all',
    defaultValues: { id: userId, old_password: '', new_password: '', confirm_password: '' },
  });
  const [updatePassword, { isLoading }] = useUpdateUserPasswordMutation();
  const { onSubmit, generalError } = useSubmitThenReload(
    form,
    { old_password: 'old_password', new_password: 'new_password', password: 'new_password', confirm_password: 'confirm_password' },
    updatePassword,
  );

  return (
    <AccountForm
      title={texts.account.passwordSection}
      testId="password-form"
      onSubmit={onSubmit}
      generalError={generalError}
      invalid={!form.formState.isValid}
      busy={isLoading}
    >
      <TextField form={form} name="old_password" label={texts.account.oldPassword} type="password" autoComplete="current-password" />
      <NewPasswordFields
        form={form}
        names={{ password: 'new_password', confirmation: 'confirm_password' }}
        labels={{ password: texts.account.newPassword, confirmation: texts.account.confirmPassword }}
        hint={texts.account.passwordHint}
      />
    </AccountForm>
  );
}
