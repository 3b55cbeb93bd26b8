import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MountWhenOpened } from '../../../components/mount-when-opened.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useConfig } from '../../../lib/config.ts';
import styles from './auth.module.css';

// The forms load when first opened: a signed-in user never needs them.
const LogInDialog = lazy(() =>
  import('./log-in-dialog.tsx').then((module) => ({ default: module.LogInDialog })),
);
const SignUpDialog = lazy(() =>
  import('./sign-up-dialog.tsx').then((module) => ({ default: module.SignUpDialog })),
);

type OpenDialog = 'log-in' | 'sign-up' | null;

/**
 * The landing page's Log In with a text-style Sign Up below it (docs/product.md#landing-page);
 * both hidden when authentication is off or while loading, when a spinner shows instead.
 */
export function AuthActions({ loading }: { loading: boolean }) {
  const { t } = useTranslation();
  const { authEnabled } = useConfig();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  return (
    <>
      {loading ? (
        <div className={styles.loading}>
          <Spinner label={t('app.loading')} />
        </div>
      ) : (
        authEnabled && (
          <div className={styles.actions}>
            <Button variant="contained" size="large" onClick={() => setDialog('log-in')}>
              {t('auth.logIn')}
            </Button>
            <Button variant="text" onClick={() => setDialog('sign-up')}>
              {t('auth.signUp')}
            </Button>
          </div>
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
