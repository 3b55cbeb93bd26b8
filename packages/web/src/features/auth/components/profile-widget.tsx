import type { User } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import text from '../../../components/ui/text.module.css';
import { useLogOut } from '../api/log-out.ts';
import styles from './auth.module.css';

/** Avatar, display name, e-mail and Log Out, at the top of the drawer (docs/product.md#signed-in-shell). */
export function ProfileWidget({ user }: { user: User }) {
  const { t } = useTranslation();
  const logOut = useLogOut();
  // After success the page reloads 100 ms later; keep the spinner until it does.
  const loading = logOut.isPending || logOut.isSuccess;

  return (
    <div className={styles.profile}>
      <UserAvatar size={56} alt={t('shell.avatarAlt')} />
      <p className={`${text.body1} ${text.noWrap} ${styles.profileName}`}>{user.displayName}</p>
      <p className={`${text.body2} ${text.noWrap} ${styles.profileEmail}`}>{user.email}</p>
      <Button
        variant="outlined"
        color="inherit"
        size="small"
        loading={loading}
        onClick={() => logOut.mutate()}
      >
        {t('auth.logOut')}
      </Button>
    </div>
  );
}
