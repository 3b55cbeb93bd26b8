import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MountWhenOpened } from '../../../components/mount-when-opened.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import text from '../../../components/ui/text.module.css';
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
 * Sign Up follows the server's SIGN_UP (docs/decisions/035-operator-settings.md): gone when
 * closed; when by invite only, offered only on an invite's join screen (`inviteCode`), whose
 * code the sign-up then carries, and elsewhere replaced by a hint.
 */
export function AuthActions({ loading, inviteCode }: { loading: boolean; inviteCode?: string }) {
  const { t } = useTranslation();
  const { authEnabled, signUp } = useConfig();
  const canSignUp = signUp === 'open' || (signUp === 'invite' && inviteCode !== undefined);
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
            {canSignUp ? (
              <Button variant="text" onClick={() => setDialog('sign-up')}>
                {t('auth.signUp')}
              </Button>
            ) : (
              signUp === 'invite' && (
                <p className={`${text.body2} ${text.secondary}`}>{t('auth.signUpByInvite')}</p>
              )
            )}
          </div>
        )
      )}
      <MountWhenOpened open={dialog === 'log-in'}>
        <LogInDialog open={dialog === 'log-in'} onClose={close} />
      </MountWhenOpened>
      <MountWhenOpened open={dialog === 'sign-up'}>
        <SignUpDialog open={dialog === 'sign-up'} onClose={close} inviteCode={inviteCode} />
      </MountWhenOpened>
    </>
  );
}
