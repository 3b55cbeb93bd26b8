import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BasicDialog } from '../../../components/basic-dialog.tsx';
import { DialogForm } from '../../../components/dialog-form.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogActions, DialogContent } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useErrorToast } from '../../../components/use-error-toast.tsx';
import { useLogIn } from '../api/log-in.ts';
import { logInErrorMessage } from '../model/error-messages.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import styles from './auth.module.css';
import { PasswordField } from './password-field.tsx';

interface LogInDialogProps {
  open: boolean;
  onClose: () => void;
}

export function LogInDialog({ open, onClose }: LogInDialogProps) {
  const { t } = useTranslation();
  const [forgot, setForgot] = useState(false);
  const close = () => {
    onClose();
    setForgot(false);
  };
  return (
    <BasicDialog
      open={open}
      onClose={close}
      title={forgot ? t('auth.resetTitle') : t('auth.logIn')}
      size="sm"
    >
      {forgot ? (
        <ForgotPasswordForm onBack={() => setForgot(false)} />
      ) : (
        <LogInForm onForgot={() => setForgot(true)} />
      )}
    </BasicDialog>
  );
}

// Lives inside the dialog, so closing it unmounts the form: fields, error and loading reset.
function LogInForm({ onForgot }: { onForgot: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const errorToast = useErrorToast();
  const logIn = useLogIn();
  // After success the page reloads 100 ms later; keep the spinner until it does.
  const loading = logIn.isPending || logIn.isSuccess;

  function submit() {
    if (loading) return;
    // Log-in has no client-side rules (docs/product.md#validation); the server answers with codes.
    logIn.mutate({ email, password }, { onError: (e) => errorToast.show(logInErrorMessage(t, e)) });
  }

  return (
    <DialogForm onSubmit={submit}>
      <DialogContent>
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          autoFocus
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <div className={styles.start}>
          <Button size="small" onClick={onForgot}>
            {t('auth.forgotPassword')}
          </Button>
        </div>
        <Button type="submit" variant="contained" loading={loading}>
          {t('auth.logIn')}
        </Button>
      </DialogActions>
      {errorToast.toast}
    </DialogForm>
  );
}
