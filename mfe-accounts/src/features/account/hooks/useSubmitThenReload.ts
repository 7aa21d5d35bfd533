import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useServerSubmit } from '../../../shared/forms/use-server-submit';
import { reloadPage } from '../../../shared/reload-page';

/** Seed §2 "Account page": each form sends its values and reloads the page after success. */
export function useSubmitThenReload<T extends FieldValues, TOut>(
  form: UseFormReturn<T, unknown, TOut>,
  serverFields: Partial<Record<string, FieldPath<T>>>,
  update: (values: TOut) => { unwrap: () => Promise<unknown> },
) {
  return useServerSubmit(form, serverFields, async (values) => {
    await update(values).unwrap();
    reloadPage();
  });
}
