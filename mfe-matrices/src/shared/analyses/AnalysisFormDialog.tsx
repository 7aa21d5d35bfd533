import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  type Analysis,
  ANALYSIS_DESCRIPTION_MAX_LENGTH,
  analysisPatchSchema,
  DEFAULT_GROWTH_BASIS,
  DEFAULT_GROWTH_THRESHOLD,
  growthThresholdSchema,
  MCP_GROWTH_BASES,
  mcpPatchSchema,
  MESSAGES,
  newAnalysisSchema,
  newMcpSchema,
} from 'contracts';
import { formField, SelectField, TextAreaField, TextField, useFormSubmit } from 'contracts/ui';
import type { AnalysisPatchBody, NewAnalysisBody } from '../api/analyses-api';
import { FormDialog } from '../forms/FormDialog';
import { ptBrNumberField } from '../forms/pt-br-number-field';
import * as texts from '../../texts';

const t = texts.analyses;

const percentText = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** With the MCP's G (typed as a percentage in pt-BR, "10" or "12,5", sent as the fraction the API keeps) and its growth basis. */
const withGrowthSchema = newMcpSchema.extend({
  growthThreshold: ptBrNumberField(MESSAGES.growthThresholdInvalid)
    .transform((percent) => Math.round(percent * 100) / 10_000)
    .pipe(growthThresholdSchema),
});
type FormInput = z.input<typeof withGrowthSchema>;
type FormOutput = z.output<typeof withGrowthSchema>;

export interface AnalysisFormDialogProps {
  /** The analysis being edited (an MCP's carries its `growthThreshold` and `growthBasis`); none: a new one. */
  analysis?: Analysis & { growthThreshold?: number; growthBasis?: string };
  title: string;
  submitLabel: string;
  /** Ask for the MCP's growth threshold G and growth basis too. */
  growthThreshold?: boolean;
  onClose: () => void;
  /** Creating: the new analysis's body. Editing: only the changed fields (never called when none changed). */
  onSubmit: (body: NewAnalysisBody | AnalysisPatchBody) => Promise<unknown>;
  /** How a general failure reads (the demo limit gets its notice with a link); the message as is otherwise. */
  renderFailure?: (message: string) => ReactNode;
  successMessage: string;
  /** Shown under the fields (e.g. the factors a new Ambiental starts with). */
  children?: ReactNode;
  testId: string;
}

/** Create or edit an analysis: name, description (and an MCP's G and growth basis), checked with the contracts schema, server field errors under their fields. */
export function AnalysisFormDialog({
  analysis,
  title,
  submitLabel,
  growthThreshold = false,
  onClose,
  onSubmit,
  renderFailure = (message) => message,
  successMessage,
  children,
  testId,
}: AnalysisFormDialogProps) {
  const form = useForm<FormInput, unknown, FormOutput>({
    // Without G the form holds name and description only, so the plain schema's output fits.
    resolver: zodResolver(growthThreshold ? withGrowthSchema : (newAnalysisSchema as unknown as typeof withGrowthSchema)),
    mode: 'all',
    defaultValues: {
      name: analysis?.name ?? '',
      description: analysis?.description ?? '',
      ...(growthThreshold && {
        growthThreshold: percentText.format((analysis?.growthThreshold ?? DEFAULT_GROWTH_THRESHOLD) * 100),
        growthBasis: (analysis?.growthBasis as FormInput['growthBasis']) ?? DEFAULT_GROWTH_BASIS,
      }),
    },
  });
  const { onSubmit: submit, generalError } = useFormSubmit(form, {
    submit: async (values: FormOutput) => {
      if (!analysis) return onSubmit(values);
      // PATCH carries the changed fields only; nothing changed, nothing is sent.
      const changed = (growthThreshold ? mcpPatchSchema : analysisPatchSchema).parse(
        Object.fromEntries(Object.entries(values).filter(([key, value]) => value !== analysis[key as keyof typeof values])),
      );
      return Object.keys(changed).length > 0 ? onSubmit(changed) : undefined;
    },
    successMessage,
    onSuccess: onClose,
  });
  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      busy={form.formState.isSubmitting}
      onSubmit={submit}
      onClose={onClose}
      error={generalError && renderFailure(generalError)}
      testId={testId}
    >
      <TextField label={t.name} placeholder={t.namePlaceholder} autoFocus {...formField(form, 'name')} />
      <TextAreaField label={t.description} maxLength={ANALYSIS_DESCRIPTION_MAX_LENGTH} {...formField(form, 'description')} />
      {growthThreshold && <TextField label={t.growthThreshold} hint={t.growthThresholdHint} inputMode="decimal" {...formField(form, 'growthThreshold')} />}
      {growthThreshold && (
        <SelectField label={t.growthBasis} options={MCP_GROWTH_BASES.map((value) => ({ value, label: t.growthBases[value] }))} {...formField(form, 'growthBasis')} />
      )}
      {children}
    </FormDialog>
  );
}
