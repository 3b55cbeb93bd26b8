import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../use-online.ts';

/** While the app runs offline: a lasting notice instead of screens that silently never load. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <Snackbar open={!online} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Alert severity="warning" variant="filled" role="status" sx={{ width: '100%' }}>
        {t('versions.offline.text')}
      </Alert>
    </Snackbar>
  );
}
