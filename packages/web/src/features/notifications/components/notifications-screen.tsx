import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Page } from '../../../components/page.tsx';

/** /notifications. No notification source exists yet, so this is the spec's empty state. */
export function NotificationsScreen() {
  const { t } = useTranslation();
  return (
    <Page>
      <EmptyState
        icon={<NotificationsNoneIcon fontSize="inherit" />}
        text={t('notifications.empty')}
      />
    </Page>
  );
}
