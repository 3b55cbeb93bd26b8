import { parseInviteCode } from '@turnout/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../lib/paths.ts';
import styles from './invites.module.css';

/** /join without a code: paste the code or the whole link that someone sent. */
export function JoinCodeForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = parseInviteCode(value);
    if (!code) {
      setInvalid(true);
      return;
    }
    void navigate(paths.joinInvite.href(code));
  }

  return (
    <form noValidate onSubmit={submit} className={styles.column}>
      <TextField
        label={t('join.codeLabel')}
        value={value}
        autoFocus
        autoComplete="off"
        inputProps={{ spellCheck: false }}
        error={invalid}
        helperText={invalid ? t('join.codeInvalid') : t('join.codeHelp')}
        onChange={(event) => {
          setValue(event.target.value);
          setInvalid(false);
        }}
      />
      <div className={styles.submit}>
        <Button type="submit" variant="contained">
          {t('join.open')}
        </Button>
      </div>
    </form>
  );
}
