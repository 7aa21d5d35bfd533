import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, updateUserNameSchema } from 'contracts';
import type { HostUser } from 'contracts/client';
import { formField, TextField, useFormSubmit } from 'contracts/ui';
import { texts } from '../../../texts';
import { useUpdateUserNameMutation } from '../api/account-api';
import { AccountForm } from './AccountForm';

/**
 * The name form: a success is notified and the new name reaches the header through the
 * user's cache (the mutation invalidates it), without reloading the page.
 */
export function NameForm({ user }: { user: HostUser }) {
  const form = useForm({
    resolver: zodResolver(updateUserNameSchema),
    mode: 'all',
    defaultValues: { id: user.id, name: user.first_name },
  });
  const [updateName, { isLoading }] = useUpdateUserNameMutation();
  const { onSubmit, generalError } = useFormSubmit(form, {
    submit: (values) => updateName(values).unwrap(),
    successMessage: MESSAGES.nameUpdated,
    // The saved name is the form's new starting point.
    onSuccess: (_result, values) => form.reset(values),
  });

  return (
    <AccountForm
      title={texts.account.nameSection}
      testId="name-form"
      onSubmit={onSubmit}
      generalError={generalError}
      invalid={!form.formState.isValid}
      busy={isLoading}
    >
      <TextField label={texts.account.name} autoComplete="name" {...formField(form, 'name')} />
      <TextField label={texts.account.email} value={user.email} readOnly />
    </AccountForm>
  );
}
