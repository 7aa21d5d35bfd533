import { useRef, useState } from 'react';
import { updateCompanySchema, type FieldErrors } from 'contracts';
import type { ApiError } from 'contracts/client';
import { schemaProblem } from './schema-problem';

/**
 * Form state of the company forms (seed §5), starting from `initial` (the loaded company, or
 * empty): a client error shows once the field is touched or edited; a server error shows
 * under its field until the user edits that field.
 */
export function useCompanyForm<T extends { fantasy_name: string; description: string }>(initial: T) {
  // The first values: the form is dirty when they differ, so leaving asks.
  const [baseline] = useState<T>(initial);
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const saved = useRef(false);

  const clientErrors: Partial<Record<string, string>> = {
    fantasy_name: schemaProblem(updateCompanySchema.shape.fantasy_name, values.fantasy_name),
    description: schemaProblem(updateCompanySchema.shape.description, values.description),
  };
  const clientErrorOf = (field: keyof T & string): string | undefined => (touched[field] ? clientErrors[field] : undefined);
  const serverErrorOf = (field: keyof T & string): string | undefined => serverErrors[field]?.[0];
  const errorOf = (field: keyof T & string): string | undefined => serverErrorOf(field) ?? clientErrorOf(field);

  const dirty = (Object.keys(values) as (keyof T)[]).some((field) => values[field] !== baseline[field]);

  return {
    values,
    /** For the leave guard, asked at navigation time: changed and not yet saved. */
    hasUnsavedChanges: () => dirty && !saved.current,
    /** Call once the server accepted the form, before the redirect (the guard lets it go). */
    markSaved: () => {
      saved.current = true;
    },
    change: <K extends keyof T & string>(field: K, value: T[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setTouched((current) => ({ ...current, [field]: true }));
      setServerErrors(({ [field]: _cleared, ...rest }) => rest);
    },
    touch: (field: keyof T & string) => setTouched((current) => ({ ...current, [field]: true })),
    /** The field's error, the server's first. */
    errorOf,
    /** Only the client check's error (shown once touched or edited). */
    clientErrorOf,
    /** Only the server's error, until the field is edited. */
    serverErrorOf,
    generalError: serverErrors.general?.[0],
    invalid: Boolean(clientErrors.fantasy_name || clientErrors.description),
    setServerErrors: (error: unknown) => setServerErrors((error as ApiError | undefined)?.errors ?? {}),
  };
}
