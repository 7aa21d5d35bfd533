import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Analysis,
  ANALYSIS_DESCRIPTION_MAX_LENGTH,
  analysisPatchSchema,
  type AnalysisPatchRequest,
  type NewAnalysisInput,
  newAnalysisSchema,
  type NewAnalysisRequest,
} from 'contracts';
import { Dialog, ErrorAlert, formField, TextAreaField, TextField, useFormSubmit } from 'contracts/ui';
import * as texts from '../../texts';

const t = texts.analyses;

export interface AnalysisFormDialogProps {
  /** The analysis being edited; none: a new one. */
  analysis?: Analysis;
  title: string;
  submitLabel: string;
  onClose: () => void;
  /** Creating: the new analysis's body. Editing: only the changed fields (never called when none changed). */
  onSubmit: (body: NewAnalysisRequest | AnalysisPatchRequest) => Promise<unknown>;
  /** How a general failure reads (the demo limit gets its notice with a link); the message as is otherwise. */
  renderFailure?: (message: string) => ReactNode;
  successMessage: string;
  /** Shown under the fields (e.g. the factors a new Ambiental starts with). */
  children?: ReactNode;
  testId: string;
}

/** Create or edit an analysis: name and description, checked with the contracts schema, server field errors under their fields. */
export function AnalysisFormDialog({ analysis, title, submitLabel, onClose, onSubmit, renderFailure = (message) => message, successMessage, children, testId }: AnalysisFormDialogProps) {
  const formId = useId();
  const form = useForm<NewAnalysisRequest, unknown, NewAnalysisInput>({
    resolver: zodResolver(newAnalysisSchema),
    mode: 'all',
    defaultValues: { name: analysis?.name ?? '', description: analysis?.description ?? '' },
  });
  const { onSubmit: submit, generalError } = useFormSubmit(form, {
    submit: async (values: NewAnalysisInput) => {
      if (!analysis) return onSubmit(values);
      // PATCH carries the changed fields only; nothing changed, nothing is sent.
      const changed = analysisPatchSchema.parse(
        Object.fromEntries(Object.entries(values).filter(([key, value]) => value !== analysis[key as keyof NewAnalysisInput])),
      );
      return Object.keys(changed).length > 0 ? onSubmit(changed) : undefined;
    },
    successMessage,
    onSuccess: onClose,
  });
  return (
    <Dialog
      title={title}
      onClose={onClose}
      cancel={t.cancel}
      actions={[{ label: submitLabel, variant: 'primary', form: formId, busy: form.formState.isSubmitting }]}
      testId={testId}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField label={t.name} placeholder={t.namePlaceholder} autoFocus {...formField(form, 'name')} />
        <TextAreaField label={t.description} maxLength={ANALYSIS_DESCRIPTION_MAX_LENGTH} {...formField(form, 'description')} />
        {children}
        <ErrorAlert>{generalError && renderFailure(generalError)}</ErrorAlert>
      </form>
    </Dialog>
  );
}
