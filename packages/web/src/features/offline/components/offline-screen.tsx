import CloudOffIcon from '@mui/icons-material/CloudOff';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';

/**
 * Start-up while offline: the shell came from the service worker, the data cannot come yet.
 * The waiting queries resume when the network returns, and this screen gives way by itself.
 */
export function OfflineScreen() {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center' }}>
      <Box role="status">
        <EmptyState
          icon={<CloudOffIcon fontSize="inherit" />}
          title={t('versions.offline.title')}
          text={`${t('versions.offline.text')} ${t('versions.offline.recovers')}`}
        />
      </Box>
    </Box>
  );
}
