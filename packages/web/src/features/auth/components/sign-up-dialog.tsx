import { validateSignUp, type SignUpField } from '@turnout/domain';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BasicDialog } from '../../../components/basic-dialog.tsx';
import { DialogForm } from '../../../components/dialog-form.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogActions, DialogContent } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useErrorToast } from '../../../components/use-error-toast.tsx';
import { useSignUp } from '../api/sign-up.ts';
import { signUpErrorMessage } from '../model/error-messages.ts';
import { NO_MESSAGE, signUpFieldError } from '../model/validation.ts';
import { ConsentNote } from './consent-note.tsx';
import { PasswordField } from './password-field.tsx';

interface SignUpDialogProps {
  open: boolean;
  onClose: () => void;
  /** The invite whose join screen this is: sent along (SIGN_UP=invite needs it). */
  inviteCode?: string;
}

export function SignUpDialog({ open, onClose, inviteCode }: SignUpDialogProps) {
  const { t } = useTranslation();
  return (
    <BasicDialog open={open} onClose={onClose} title={t('auth.signUp')} size="sm">
      <SignUpForm inviteCode={inviteCode} />
    </BasicDialog>
  );
}

type Values = Record<SignUpField, string>;
type Errors = Partial<Record<SignUpField, string>>;

// Lives inside the dialog, so closing it unmounts the form: fields, errors and loading reset.
function SignUpForm({ inviteCode }: { inviteCode?: string }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const errorToast = useErrorToast();
  const signUp = useSignUp();
  const loading = signUp.isPending || signUp.isSuccess;
  // The button stays disabled until the whole form is valid, touched or not
  // (docs/product.md#sign-up-dialog).
  const valid = Object.keys(validateSignUp(values)).length === 0;

  // A field is checked when it loses focus (docs/product.md#validation). Once it shows an error, it is re-checked
  // while typing, so the message goes away as soon as the value is fixed.
  function validate(field: SignUpField, value: string) {
    setErrors((current) => ({ ...current, [field]: signUpFieldError(t, field, value) }));
  }

  function change(field: SignUpField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) validate(field, value);
  }

  function submit() {
    if (!valid || loading) return;
    signUp.mutate(
      { ...values, inviteCode },
      { onError: (e) => errorToast.show(signUpErrorMessage(t, e)) },
    );
  }

  function fieldProps(field: SignUpField) {
    return {
      value: values[field],
      error: Boolean(errors[field]),
      helperText: errors[field] ?? NO_MESSAGE,
      onChange: (event: ChangeEvent<HTMLInputElement>) => change(field, event.target.value),
      onBlur: () => validate(field, values[field]),
    };
  }

  return (
    <DialogForm onSubmit={submit}>
      <DialogContent>
        <TextField label={t('auth.name')} autoComplete="name" autoFocus {...fieldProps('name')} />
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          {...fieldProps('email')}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="new-password"
          {...fieldProps('password')}
        />
        <ConsentNote />
      </DialogContent>
      <DialogActions>
        <Button type="submit" variant="contained" disabled={!valid} loading={loading}>
          {t('auth.signUp')}
        </Button>
      </DialogActions>
      {errorToast.toast}
    </DialogForm>
  );
}
