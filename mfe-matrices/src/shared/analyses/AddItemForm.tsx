import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, ErrorAlert, generalErrorOf, TextField, fieldErrorOf } from 'contracts/ui';
import { MESSAGES } from 'contracts';
import { type EditorSchemas, fieldIssue, useEditorSchemas } from './useEditorSchemas';

/** The texts of an add form: the text field's label and placeholder, and the button's. */
export interface AddItemTexts {
  label: string;
  placeholder: string;
  button: string;
}

export interface AddItemFormProps {
  texts: AddItemTexts;
  /** The contracts schema of what is added, given the typed text as `field`: its first issue is shown under the field. */
  schema: keyof EditorSchemas;
  field: string;
  /** The rest of the body (e.g. the kind chosen beside the field). */
  extra?: Record<string, unknown>;
  /** Sends the new item; rejects with the API error. */
  onAdd: (text: string) => Promise<unknown>;
  /** Controls beside the text field (e.g. the kind of a subfactor). */
  children?: ReactNode;
  testId?: string;
}

/** A one-line form that adds an item (a factor, a subfactor, an item) by its name or text. */
export function AddItemForm({ texts, schema, field, extra = {}, onAdd, children, testId }: AddItemFormProps) {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const schemas = useEditorSchemas();
  const fieldError = fieldIssue(schemas?.[schema], { ...extra, [field]: text }, field);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (fieldError) return;
    setBusy(true);
    setServerError(null);
    try {
      await onAdd(text.trim());
      setText('');
      setTouched(false);
    } catch (error) {
      setServerError(fieldErrorOf(error, field) ?? generalErrorOf(error) ?? MESSAGES.communicationError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid={testId} style={{ display: 'flex', gap: 8, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField
        label={texts.label}
        placeholder={texts.placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setServerError(null);
        }}
        error={touched ? fieldError : undefined}
      />
      {children}
      <Button type="submit" variant="primary" busy={busy} style={{ alignSelf: 'flex-end' }}>
        {texts.button}
      </Button>
      <ErrorAlert>{serverError}</ErrorAlert>
    </form>
  );
}
