import BugReportIcon from '@mui/icons-material/BugReport';
import FeedbackIcon from '@mui/icons-material/Feedback';
import InfoIcon from '@mui/icons-material/Info';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import type { User } from '@turnout/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppShell } from '../../components/shell/app-shell.tsx';
import type { DrawerItem } from '../../components/shell/nav-drawer.tsx';
import { ProfileWidget } from '../../features/auth/components/profile-widget.tsx';
import { NotificationsRuntime } from '../../features/notifications/components/notifications-runtime.tsx';
import { useUnreadNotificationsCount } from '../../features/notifications/use-unread-count.ts';
import { useConfig } from '../../lib/config.ts';
import { paths } from '../../lib/paths.ts';

/**
 * Fills the generic shell with this app's features: profile, drawer links, unread count, and
 * the live updates and push registration that run on every signed-in screen.
 */
export function SignedInShell({ user, children }: { user: User; children: ReactNode }) {
  const { t } = useTranslation();
  const { feedbackUrl, debug } = useConfig();
  const unreadCount = useUnreadNotificationsCount();

  const items: DrawerItem[] = [
    {
      key: 'feedback',
      label: t('shell.giveFeedback'),
      icon: <FeedbackIcon />,
      to: feedbackUrl,
      external: true,
    },
    {
      key: 'privacy',
      label: t('shell.privacy'),
      icon: <PrivacyTipIcon />,
      to: paths.privacy.href(),
    },
    { key: 'about', label: t('shell.about'), icon: <InfoIcon />, to: paths.about.href() },
  ];
  // SPEC §2: the Debug entry only when the debug flag is on.
  if (debug) {
    items.push({
      key: 'debug',
      label: t('shell.debug'),
      icon: <BugReportIcon />,
      to: paths.debug.index.href(),
    });
  }

  return (
    <AppShell
      drawerHeader={<ProfileWidget user={user} />}
      drawerItems={items}
      unreadCount={unreadCount}
    >
      <NotificationsRuntime userId={user.id} />
      {children}
    </AppShell>
  );
}
