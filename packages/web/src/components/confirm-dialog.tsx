import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BasicDialog } from './basic-dialog.tsx';
import { Button } from './ui/button.tsx';
import { DialogActions, DialogContent, DialogContentText } from './ui/dialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: ReactNode;
  /** The confirming button's text, saying what happens ("Remove", "Delete group"). */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The action is running: the button shows it and the dialog cannot be dismissed. */
  loading?: boolean;
  /** Something is lost for good (deleting, removing): the button says so in red. */
  destructive?: boolean;
}

/** Asks before an action that cannot be undone. Cancel gets the focus, so Enter is safe. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, text, confirmLabel, onConfirm, onCancel, loading = false } = props;
  const { t } = useTranslation();
  return (
    <BasicDialog open={open} onClose={onCancel} title={title} size="sm" persistent={loading}>
      <DialogContent>
        <DialogContentText as="div">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={loading} autoFocus>
          {t('confirm.cancel')}
        </Button>
        <Button
          variant="contained"
          color={props.destructive ? 'error' : 'primary'}
          loading={loading}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </BasicDialog>
  );
}
