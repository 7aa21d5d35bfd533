import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, updateUserPasswordSchema } from 'contracts';
import { formField, TextField, useFormSubmit } from 'contracts/ui';
import { NewPasswordFields } from '../../../shared/ui/NewPasswordFields';
import { texts } from '../../../texts';
import { useUpdateUserPasswordMutation } from '../api/account-api';
import { AccountForm } from './AccountForm';

/** The password form: a success is notified and the fields are emptied (no page reload). */
export function PasswordForm({ userId }: { userId: number }) {
  const form = useForm({
    resolver: zodResolver(updateUserPasswordSchema),
    mode: 'all',
    defaultValues: { id: userId, old_password: '', new_password: '', confirm_password: '' },
  });
  const [updatePassword, { isLoading }] = useUpdateUserPasswordMutation();
  const { onSubmit, generalError } = useFormSubmit(form, {
    submit: (values) => updatePassword(values).unwrap(),
    serverFields: { password: 'new_password' },
    successMessage: MESSAGES.passwordUpdated,
    onSuccess: () => form.reset(),
  });

  return (
    <AccountForm
      title={texts.account.passwordSection}
      testId="password-form"
      onSubmit={onSubmit}
      generalError={generalError}
      invalid={!form.formState.isValid}
      busy={isLoading}
    >
      <TextField label={texts.account.oldPassword} type="password" autoComplete="current-password" {...formField(form, 'old_password')} />
      <NewPasswordFields
        form={form}
        names={{ password: 'new_password', confirmation: 'confirm_password' }}
        labels={{ password: texts.account.newPassword, confirmation: texts.account.confirmPassword }}
        hint={texts.account.passwordHint}
      />
    </AccountForm>
  );
}
