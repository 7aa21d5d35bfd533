import { useState } from 'react';
import { MESSAGES } from 'contracts';
import { useHost, type ApiError } from 'contracts/client';
import { ConfirmDialog } from 'contracts/ui';
import * as texts from '../../../texts';

export interface DeleteItemDialogProps {
  title: string;
  name: string;
  body: string;
  /** The DELETE call; rejects with the API error (RTK Query's unwrap()). */
  onDelete: () => Promise<unknown>;
  onClose: () => void;
}

/** "Excluir …": the item's name and what goes with it; the call's error stays in the dialog. */
export function DeleteItemDialog({ title, name, body, onDelete, onClose }: DeleteItemDialogProps) {
  const host = useHost();
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={texts.mcp.delete}
      onClose={onClose}
      onConfirm={async () => {
        try {
          await onDelete();
        } catch (failure) {
          setError((failure as Partial<ApiError>).message ?? MESSAGES.communicationError);
          return;
        }
        host.notify(texts.mcp.deleted, 'success');
        onClose();
      }}
      error={error}
      testId="mcp-delete-item-dialog"
    >
      <p>
        <strong>{name}</strong>: {body}
      </p>
    </ConfirmDialog>
  );
}
