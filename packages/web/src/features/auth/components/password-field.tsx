import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/ui/button.tsx';
import { VisibilityIcon, VisibilityOffIcon } from '../../../components/ui/icons.tsx';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field.tsx';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password input whose text can be shown and hidden again (docs/product.md#log-in-dialog). */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <IconButton
          edge="end"
          aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
          // Keep the caret in the field while toggling.
          onMouseDown={(event) => event.preventDefault()}
        >
          {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
        </IconButton>
      }
    />
  );
}
