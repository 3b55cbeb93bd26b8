import { useTranslation } from 'react-i18next';
import { BasicDialog } from '../../../components/basic-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogActions, DialogContent, DialogContentText } from '../../../components/ui/dialog.tsx';

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
