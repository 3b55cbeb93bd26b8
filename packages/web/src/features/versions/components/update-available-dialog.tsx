import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';
import { BasicDialog } from '../../../components/basic-dialog.tsx';

/** The dismissible nudge: a newer version exists, this one still works. */
export function UpdateAvailableDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <BasicDialog
      open={open}
      onClose={onClose}
      title={t('versions.updateAvailable.title')}
      size="sm"
    >
      <DialogContent>
        <DialogContentText>{t('versions.updateAvailable.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('versions.updateAvailable.notNow')}</Button>
      </DialogActions>
    </BasicDialog>
  );
}
