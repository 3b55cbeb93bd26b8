import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { User } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { useLogOut } from '../api/log-out.ts';

/** SPEC §2 Shell: avatar, display name, e-mail and Log Out, at the top of the drawer. */
export function ProfileWidget({ user }: { user: User }) {
  const { t } = useTranslation();
  const logOut = useLogOut();
  // After success the page reloads 100 ms later; keep the spinner until it does.
  const loading = logOut.isPending || logOut.isSuccess;

  return (
    <Box sx={{ p: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <UserAvatar size={56} alt={t('shell.avatarAlt')} />
      <Typography sx={{ mt: 1.5, fontWeight: 500 }} noWrap>
        {user.displayName}
      </Typography>
      <Typography variant="body2" sx={{ opacity: 0.85, mb: 1.5 }} noWrap>
        {user.email}
      </Typography>
      <Button
        variant="outlined"
        color="inherit"
        size="small"
        loading={loading}
        onClick={() => logOut.mutate()}
      >
        {t('auth.logOut')}
      </Button>
    </Box>
  );
}
