import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { CLIENT_VERSION } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { paths } from '../../../lib/paths.ts';

const PAGES = [
  ['theme', paths.debug.theme],
  ['pushNotifications', paths.debug.pushNotifications],
  ['swipeToRefresh', paths.debug.swipeToRefresh],
  ['openDialogFromMenuButton', paths.debug.openDialogFromMenuButton],
  ['maintainScrollPosition', paths.debug.maintainScrollPosition],
  ['maintainScrollPositionCascaded', paths.debug.maintainScrollPositionCascaded],
  [
    'maintainScrollPositionCascadedTwoWayDataFlow',
    paths.debug.maintainScrollPositionCascadedTwoWayDataFlow,
  ],
  ['scrollToElementPosition', paths.debug.scrollToElementPosition],
  ['vuetifyTest', paths.debug.vuetifyTest],
] as const;

/** /debug: an index of the developer pages (registered only when the debug flag is on). */
export function DebugIndex() {
  const { t } = useTranslation();
  return (
    <Page>
      <Typography sx={{ mb: 1 }}>{t('debug.intro')}</Typography>
      <Typography color="text.secondary" variant="body2">
        {t('debug.version', { version: CLIENT_VERSION })}
      </Typography>
      <List>
        {PAGES.map(([key, path]) => (
          <ListItemButton key={key} component={Link} to={path.href()}>
            <ListItemText primary={t(`debug.${key}`)} />
          </ListItemButton>
        ))}
      </List>
    </Page>
  );
}
