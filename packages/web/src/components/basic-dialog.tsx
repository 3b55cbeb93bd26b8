import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { DIALOG_WIDTHS, type DialogSize } from '../lib/ui-constants.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface BasicDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** SPEC §5: one of sm, md, lg; md by default. */
  size?: DialogSize;
  /** A persistent dialog ignores Escape and clicks outside; it closes only through its actions. */
  persistent?: boolean;
  /** MUI DialogContent and DialogActions, or a DialogForm holding both. */
  children: ReactNode;
}

/**
 * The app's dialog: a real MUI Dialog (role="dialog", labelled by its title, focus trapped) with
 * the spec's fixed widths. Its children unmount once it has closed, so a form inside starts
 * empty the next time: "closing clears fields, error and loading state" (SPEC §4) by design.
 */
export function BasicDialog(props: BasicDialogProps) {
  const { open, onClose, title, size = 'md', persistent = false, children } = props;
  const { t } = useTranslation();

  return (
    <Dialog
      open={open}
      onClose={() => !persistent && onClose()}
      maxWidth={false}
      slotProps={{
        paper: { sx: { width: DIALOG_WIDTHS[size], maxWidth: 'calc(100% - 32px)', m: 2 } },
      }}
    >
      <DialogTitle sx={{ pr: persistent ? 3 : 7 }}>{title}</DialogTitle>
      {!persistent && (
        <IconButton
          aria-label={t('common.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 12 }}
        >
          <CloseIcon />
        </IconButton>
      )}
      {children}
    </Dialog>
  );
}
