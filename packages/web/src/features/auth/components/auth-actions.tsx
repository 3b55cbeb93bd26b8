import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../lib/config.ts';
import { LogInDialog } from './log-in-dialog.tsx';
import { SignUpDialog } from './sign-up-dialog.tsx';

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
      <LogInDialog open={dialog === 'log-in'} onClose={close} />
      <SignUpDialog open={dialog === 'sign-up'} onClose={close} />
    </>
  );
}
