import type { User } from '@turnout/domain';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppShell } from '../../components/shell/app-shell.tsx';
import type { DrawerItem } from '../../components/shell/nav-drawer.tsx';
import {
  BugReportIcon,
  FeedbackIcon,
  InfoIcon,
  PeopleOutlinedIcon,
  PersonIcon,
  PrivacyTipIcon,
  SettingsIcon,
} from '../../components/ui/icons.tsx';
import { useConfig } from '../../lib/config.ts';
import { afterFirstScreen, firstScreenShown } from '../../lib/first-screen.ts';
import { useLegalLinks } from '../../lib/legal-links.ts';
import { paths } from '../../lib/paths.ts';

// Live updates, push registration and the unread count draw nothing themselves and only matter
// once a screen is up, so their code (event stream, push, inbox schemas) loads once the first
// screen is shown, not with the shell before it: there its chunks, the inbox request and their
// script stood in front of the groups screen's largest paint
// (docs/decisions/064-groups-screen-start-up.md). Nothing is missed meanwhile: the stream starts
// from the session read's event id. The bell's dot appears when the count arrives, as before.
const NotificationsRuntime = lazy(() =>
  import('../../live-events/signed-in-runtime.tsx').then((module) => ({
    default: module.NotificationsRuntime,
  })),
);

// The profile (with the log-out code) shows only in the drawer, which itself loads when first
// opened. It is fetched a moment after the first screen (not beside it, where it would compete
// with that screen), so opening the drawer hardly ever waits for it.
const loadProfileWidget = () => import('../../features/auth/components/profile-widget.tsx');
const ProfileWidget = lazy(() =>
  loadProfileWidget().then((module) => ({ default: module.ProfileWidget })),
);

/**
 * Fills the generic shell with this app's features: profile, drawer links, unread count, and
 * the live updates and push registration that run on every signed-in screen.
 */
export function SignedInShell({ user, children }: { user: User; children: ReactNode }) {
  const { t } = useTranslation();
  const { feedbackUrl, debug } = useConfig();
  const legal = useLegalLinks();
  const [unreadCount, setUnreadCount] = useState(0);
  const [screenShown, setScreenShown] = useState(false);
  useEffect(() => void afterFirstScreen.then(loadProfileWidget), []);
  useEffect(() => {
    let active = true;
    void firstScreenShown.then(() => active && setScreenShown(true));
    return () => {
      active = false;
    };
  }, []);

  const items: DrawerItem[] = [
    { key: 'profile', label: t('shell.profile'), icon: <PersonIcon />, to: paths.profile.href() },
    {
      key: 'settings',
      label: t('shell.settings'),
      icon: <SettingsIcon />,
      to: paths.settings.href(),
    },
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
      to: legal.privacy.href,
      external: legal.privacy.external,
    },
    {
      key: 'imprint',
      label: t('shell.imprint'),
      icon: <PeopleOutlinedIcon />,
      to: legal.imprint.href,
      external: legal.imprint.external,
    },
    { key: 'about', label: t('shell.about'), icon: <InfoIcon />, to: paths.about.href() },
  ];
  // The Debug entry only when the debug flag is on (docs/product.md#debug-routes).
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
      {screenShown && (
        <Suspense fallback={null}>
          <NotificationsRuntime userId={user.id} onUnreadCount={setUnreadCount} />
        </Suspense>
      )}
      {children}
    </AppShell>
  );
}
