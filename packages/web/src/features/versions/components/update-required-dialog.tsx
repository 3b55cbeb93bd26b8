import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BasicDialog } from '../../../components/basic-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogActions, DialogContent, DialogContentText } from '../../../components/ui/dialog.tsx';
import { updateAndReload } from '../../../lib/pwa/service-worker.ts';
import type { UpdateAction } from '../model/update-action.ts';

/** The blocking dialog for an incompatible version: no way to dismiss it, only to update. */
export function UpdateRequiredDialog({ action }: { action: UpdateAction }) {
  const { t } = useTranslation();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    void updateAndReload();
  };
  return (
    <BasicDialog
      open
      onClose={() => undefined}
      persistent
      title={t('versions.updateRequired.title')}
      size="sm"
    >
      <DialogContent>
        <DialogContentText>{t('versions.updateRequired.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {action.kind === 'refresh' ? (
          <Button variant="contained" loading={refreshing} onClick={refresh}>
            {t('versions.updateRequired.refresh')}
          </Button>
        ) : (
          <Button variant="contained" href={action.href} target="_blank" rel="noopener">
            {action.kind === 'play-store'
              ? t('versions.updateRequired.openPlayStore')
              : t('versions.updateRequired.openAppStore')}
          </Button>
        )}
      </DialogActions>
    </BasicDialog>
  );
}
