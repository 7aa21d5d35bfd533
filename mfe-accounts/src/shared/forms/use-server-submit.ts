import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from './form-errors';

/**
 * The submit handler of an accounts form: runs `submit` with the validated values; on a
 * failure puts the server's field errors under their fields (`serverFields` maps the
 * server's names to the form's) and returns the rest as the general error, shown in the
 * red alert. The general error is cleared at the next submit.
 */
export function useServerSubmit<T extends FieldValues, TOut>(
  form: UseFormReturn<T, unknown, TOut>,
  serverFields: Partial<Record<string, FieldPath<T>>>,
  submit: (values: TOut) => Promise<unknown>,
) {
  const [generalError, setGeneralError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      await submit(values);
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, serverFields));
    }
  });
  return { onSubmit, generalError };
}
