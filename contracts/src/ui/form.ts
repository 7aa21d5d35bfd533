import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { FieldPath, FieldValues, FormState, RegisterOptions, UseFormRegisterReturn, UseFormReturn, UseFormSetError } from 'react-hook-form';
import type { ApiError } from 'contracts/client';
import { useHost } from 'contracts/client';

// The product's one form pattern: react-hook-form with zodResolver(<contracts schema>) and
// mode 'all'; fields rendered with formField(); submitted with useFormSubmit(), which maps
// the envelope's field errors onto the fields (setError) and keeps the rest as the general
// error for an ErrorAlert, and notifies the success through the host.

/** The error type of errors the server gave (shown at once, read out, cleared when the field is edited). */
export const SERVER_ERROR = 'server';

type ErrorEntry = { message?: string; type?: string } | undefined;
const errorOf = <T extends FieldValues>(formState: FormState<T>, name: FieldPath<T>): ErrorEntry =>
  (formState.errors as Record<string, ErrorEntry>)[name];

/**
 * The error a field shows: a validation error once the field is touched (left, or
 * edited: formField marks an edit as a touch) or the form was submitted; the server's at once.
 */
export function visibleError<T extends FieldValues>(formState: FormState<T>, name: FieldPath<T>): string | undefined {
  const error = errorOf(formState, name);
  if (!error?.message) return undefined;
  const touched = (formState.touchedFields as Record<string, unknown>)[name];
  const dirty = (formState.dirtyFields as Record<string, unknown>)[name];
  return touched || dirty || formState.isSubmitted || error.type === SERVER_ERROR ? error.message : undefined;
}

/** What a kit field needs from a react-hook-form field: its registration and its visible error. */
export type FormFieldProps = UseFormRegisterReturn & { error?: string; announceError: boolean };

/**
 * The props of a kit field (TextField, TextAreaField, SelectField, CheckboxField) bound to
 * one field of a react-hook-form form: `<TextField label="Nome" {...formField(form, 'name')} />`.
 * `options` are react-hook-form's (e.g. `{ valueAsNumber: true }`, `{ deps: ['password2'] }`).
 * An edit counts as touching the field (react-hook-form only counts leaving it), so a required
 * field emptied by the user says so at once, even when empty is where it started.
 */
export function formField<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'formState' | 'setValue' | 'getValues'>,
  name: FieldPath<T>,
  options?: RegisterOptions<T, FieldPath<T>>,
): FormFieldProps {
  const error = visibleError(form.formState, name);
  const registration = form.register(name, options);
  return {
    ...registration,
    onChange: async (event) => {
      await registration.onChange(event);
      form.setValue(name, form.getValues(name), { shouldTouch: true });
    },
    error,
    announceError: Boolean(error) && errorOf(form.formState, name)?.type === SERVER_ERROR,
  };
}

/** The first message of `field` in a failed call's errors. */
export function fieldErrorOf(error: unknown, field: string): string | undefined {
  return (error as Partial<ApiError> | undefined)?.errors?.[field]?.[0];
}

/** The general message of a failed call: the envelope's general error, else its message. */
export function generalErrorOf(error: unknown): string | undefined {
  const apiError = error as Partial<ApiError> | undefined;
  if (!apiError) return undefined;
  return apiError.errors?.general?.[0] ?? apiError.message;
}

/**
 * Puts a failed call's field errors under their fields and returns the general error (null
 * when every message went under a field). A server field maps to `fields[name]`, else to the
 * form field of the same name; messages of other fields join the general error.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  form: { setError: UseFormSetError<T>; getValues: () => T },
  fields: Partial<Record<string, FieldPath<T>>> = {},
): string | null {
  const apiError = error as Partial<ApiError> | undefined;
  const formFields = Object.keys(form.getValues() ?? {});
  const target = (field: string) => fields[field] ?? (formFields.includes(field) ? (field as FieldPath<T>) : undefined);
  const generals: string[] = [];
  let underFields = false;
  for (const [field, messages] of Object.entries(apiError?.errors ?? {})) {
    if (!messages?.length) continue;
    const name = target(field);
    if (name) {
      form.setError(name, { type: SERVER_ERROR, message: messages.join(' ') });
      underFields = true;
    } else generals.push(...messages);
  }
  if (generals.length > 0) return [...new Set(generals)].join(' ');
  return underFields ? null : (apiError?.message ?? null);
}

export interface FormSubmitOptions<T extends FieldValues, TOut, TResult> {
  /** Sends the validated values; a rejection carries the API error (RTK Query's `.unwrap()`). */
  submit: (values: TOut) => Promise<TResult>;
  /** Server field names that differ from the form's: server name → form field. */
  serverFields?: Partial<Record<string, FieldPath<T>>>;
  /** Shown through the host's notifications once the server accepted the form. */
  successMessage?: string | ((result: TResult) => string);
  /** Runs after a success (e.g. mark the leave guard saved, navigate, reset the form). */
  onSuccess?: (result: TResult, values: TOut) => void | Promise<void>;
}

/**
 * The submit handler of a form: validates, sends, notifies the success; on a failure puts
 * the server's field errors under their fields and returns the rest as `generalError`
 * (cleared at the next submit). `onSubmit` goes on the <form>.
 */
export function useFormSubmit<T extends FieldValues, TOut, TResult>(
  form: Pick<UseFormReturn<T, unknown, TOut>, 'handleSubmit' | 'setError' | 'getValues'>,
  { submit, serverFields, successMessage, onSuccess }: FormSubmitOptions<T, TOut, TResult>,
) {
  const host = useHost();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    let result: TResult;
    try {
      result = await submit(values);
    } catch (error) {
      setGeneralError(applyServerErrors(error, form, serverFields));
      return;
    }
    if (successMessage) host.notify(typeof successMessage === 'function' ? successMessage(result) : successMessage, 'success');
    await onSuccess?.(result, values);
  });
  return { onSubmit, generalError };
}

/**
 * For a page's `<LeaveGuard when={unsaved.hasUnsavedChanges} />`: the form differs from its
 * starting values and was not saved. Call `markSaved()` once the server accepted it, before a
 * redirect, so the guard lets the redirect go.
 */
export function useUnsavedChanges<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'formState'>) {
  // Read during render: react-hook-form computes isDirty only for a form state that was read.
  const dirty = form.formState.isDirty;
  const dirtyRef = useRef(dirty);
  const saved = useRef(false);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  });
  return useMemo(
    () => ({
      hasUnsavedChanges: () => dirtyRef.current && !saved.current,
      markSaved: () => {
        saved.current = true;
      },
    }),
    [],
  );
}
