import Box from '@mui/material/Box';
import { LAYOUT } from '../../../lib/ui-constants.ts';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../use-online.ts';

/**
 * While the app runs offline: a lasting, slim bar right under the top bar, over the top of the
 * screen's content but never over its title or back button (as a toast there would be). Plain
 * elements, so it can be part of the first load.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <Box
      role="status"
      sx={(theme) => ({
        position: 'fixed',
        top: `calc(${LAYOUT.toolbarHeight}px + env(safe-area-inset-top))`,
        left: 0,
        right: 0,
        zIndex: theme.zIndex.appBar,
        px: 2,
        py: 0.5,
        fontSize: 13,
        lineHeight: 1.4,
        textAlign: 'center',
        // MUI's warning alert colours: readable (WCAG AA) and calm.
        bgcolor: '#fff4e5',
        color: '#663c00',
        borderBottom: '1px solid #ffb74d',
      })}
    >
      {t('versions.offline.text')}
    </Box>
  );
}
