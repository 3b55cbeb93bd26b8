import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MountWhenOpened } from '../../../components/mount-when-opened.tsx';
import { useConfig } from '../../../lib/config.ts';

// The forms load when first opened: a signed-in user never needs them.
const LogInDialog = lazy(() =>
  import('./log-in-dialog.tsx').then((module) => ({ default: module.LogInDialog })),
);
const SignUpDialog = lazy(() =>
  import('./sign-up-dialog.tsx').then((module) => ({ default: module.SignUpDialog })),
);

type OpenDialog = 'log-in' | 'sign-up' | null;

/**
 * SPEC §2 Landing page: Log In with a text-style Sign Up below it; both hidden when
 * authentication is off or while loading, when a spinner shows instead.
 */
export function AuthActions({ loading }: { loading: boolean }) {
  const { t } = useTranslation();
  const { authEnabled } = useConfig();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  return (
    <>
      {loading ? (
        <Stack sx={{ alignItems: 'center' }}>
          <CircularProgress aria-label={t('app.loading')} />
        </Stack>
      ) : (
        authEnabled && (
          <Stack spacing={1}>
            <Button variant="contained" size="large" onClick={() => setDialog('log-in')}>
              {t('auth.logIn')}
            </Button>
            <Button variant="text" onClick={() => setDialog('sign-up')}>
              {t('auth.signUp')}
            </Button>
          </Stack>
        )
      )}
      <MountWhenOpened open={dialog === 'log-in'}>
        <LogInDialog open={dialog === 'log-in'} onClose={close} />
      </MountWhenOpened>
      <MountWhenOpened open={dialog === 'sign-up'}>
        <SignUpDialog open={dialog === 'sign-up'} onClose={close} />
      </MountWhenOpened>
    </>
  );
}
