import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  ANALYSIS_DESCRIPTION_MAX_LENGTH,
  DEFAULT_GROWTH_THRESHOLD,
  growthThresholdSchema,
  mcpPatchSchema,
  MESSAGES,
  newMcpSchema,
  type Mcp,
  type McpPatchRequest,
  type NewMcpRequest,
} from 'contracts';
import { Dialog, ErrorAlert, formField, TextAreaField, TextField, useFormSubmit } from 'contracts/ui';
import { ptBrNumberField } from '../../../shared/forms/pt-br-number-field';
import * as texts from '../../../texts';

const t = texts.mcp.list;

const percentText = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** G is typed as a percentage in pt-BR ("10" or "12,5") and sent as the fraction the API keeps. */
const formSchema = newMcpSchema.extend({
  growthThreshold: ptBrNumberField(MESSAGES.growthThresholdInvalid)
    .transform((percent) => Math.round(percent * 100) / 10_000)
    .pipe(growthThresholdSchema),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

export interface McpFormDialogProps {
  /** The MCP being edited; none: a new one. */
  mcp?: Mcp;
  onClose: () => void;
  /** Creating: the new MCP's body. Editing: only the fields that changed (never called when none did). */
  onSubmit: (body: NewMcpRequest | McpPatchRequest) => Promise<unknown>;
  /** How a general failure reads (the demo limit gets its notice with a link); the message as is otherwise. */
  renderFailure?: (message: string) => ReactNode;
  successMessage: string;
}

/** "Nova matriz MCP" and "Editar matriz MCP": name, description and G; field errors under their fields. */
export function McpFormDialog({ mcp, onClose, onSubmit, renderFailure = (message) => message, successMessage }: McpFormDialogProps) {
  const formId = useId();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    mode: 'all',
    defaultValues: {
      name: mcp?.name ?? '',
      description: mcp?.description ?? '',
      growthThreshold: percentText.format((mcp?.growthThreshold ?? DEFAULT_GROWTH_THRESHOLD) * 100),
    },
  });
  const { onSubmit: submit, generalError } = useFormSubmit(form, {
    submit: async (values: FormOutput) => {
      if (!mcp) return onSubmit(values);
      // PATCH carries the changed fields only; nothing changed, nothing is sent.
      const changed = mcpPatchSchema.parse(
        Object.fromEntries(Object.entries(values).filter(([key, value]) => value !== mcp[key as keyof Mcp])),
      );
      return Object.keys(changed).length > 0 ? onSubmit(changed) : undefined;
    },
    successMessage,
    onSuccess: onClose,
  });
  return (
    <Dialog
      title={mcp ? t.editTitle : t.create}
      onClose={onClose}
      cancel={texts.mcp.cancel}
      actions={[{ label: mcp ? t.submitEdit : t.submitCreate, variant: 'primary', form: formId, busy: form.formState.isSubmitting }]}
      testId="mcp-form-dialog"
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField label={t.name} placeholder={t.namePlaceholder} autoFocus {...formField(form, 'name')} />
        <TextAreaField label={t.description} maxLength={ANALYSIS_DESCRIPTION_MAX_LENGTH} {...formField(form, 'description')} />
        <TextField label={t.growthThreshold} hint={t.growthThresholdHint} inputMode="decimal" {...formField(form, 'growthThreshold')} />
        <ErrorAlert>{generalError && renderFailure(generalError)}</ErrorAlert>
      </form>
    </Dialog>
  );
}
