import { useRef, useState } from 'react';
import { MESSAGES, FANTASY_NAME_MAX_LENGTH, COMPANY_DESCRIPTION_MAX_LENGTH, type FieldErrors } from 'contracts';
import type { ApiError } from 'contracts/client';

/** Client check of the fantasy name (the server checks it again with the contracts schema). */
export function fantasyNameProblem(value: string): string | undefined {
  if (value.trim().length === 0) return MESSAGES.nameRequired;
  if (value.trim().length > FANTASY_NAME_MAX_LENGTH) return MESSAGES.textTooLong;
  return undefined;
}

const descriptionProblem = (value: string): string | undefined =>
  value.trim().length > COMPANY_DESCRIPTION_MAX_LENGTH ? MESSAGES.textTooLong : undefined;

/**
 * Form state of the company forms (seed §5): a client error shows once the field is touched
 * or edited; a server error shows under its field until the user edits that field.
 */
export function useCompanyForm<T extends { fantasy_name: string; description: string }>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  // The values as loaded (or empty): the form is dirty when they differ, so leaving asks.
  const [baseline, setBaseline] = useState<T>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const saved = useRef(false);

  const clientErrors: Partial<Record<string, string>> = {
    fantasy_name: fantasyNameProblem(values.fantasy_name),
    description: descriptionProblem(values.description),
  };
  const errorOf = (field: keyof T & string): string | undefined =>
    serverErrors[field]?.[0] ?? (touched[field] ? clientErrors[field] : undefined);

  const dirty = (Object.keys(values) as (keyof T)[]).some((field) => values[field] !== baseline[field]);

  return {
    values,
    /** Replaces all values (a loaded company); they become the unchanged state. */
    reset: (next: T) => {
      setValues(next);
      setBaseline(next);
    },
    /** Some value differs from the loaded one. */
    dirty,
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
    errorOf,
    generalError: serverErrors.general?.[0],
    invalid: Boolean(clientErrors.fantasy_name || clientErrors.description),
    setServerErrors: (error: unknown) => setServerErrors((error as ApiError | undefined)?.errors ?? {}),
  };
}
