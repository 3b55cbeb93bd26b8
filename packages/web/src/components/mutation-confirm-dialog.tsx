import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../lib/api-error-message.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useErrorToast } from './use-error-toast.tsx';

interface MutationConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** What confirming runs (leaving a group, deleting one): it takes no input. */
  mutation: UseMutationResult<unknown, unknown, void>;
  onCancel: () => void;
  /** After success; the screen that asked goes away. */
  onDone: () => void;
}

/**
 * Asks before an action that removes something for good, then runs it. A failure shows as a
 * toast with the server's reason and leaves the dialog open to try again.
 */
export function MutationConfirmDialog({ mutation, onDone, ...dialog }: MutationConfirmDialogProps) {
  const { t } = useTranslation();
  const errorToast = useErrorToast();
  // After success the screen goes away; keep the spinner until it has.
  const loading = mutation.isPending || mutation.isSuccess;

  return (
    <>
      <ConfirmDialog
        {...dialog}
        destructive
        loading={loading}
        onConfirm={() =>
          mutation.mutate(undefined, {
            onSuccess: onDone,
            onError: (error) => errorToast.show(apiErrorMessage(t, error)),
          })
        }
      />
      {errorToast.toast}
    </>
  );
}
