import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { parseInviteCode } from '@turnout/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';

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
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 520, mx: 'auto' }}>
      <TextField
        label={t('join.codeLabel')}
        value={value}
        autoFocus
        autoComplete="off"
        spellCheck={false}
        error={invalid}
        helperText={invalid ? t('join.codeInvalid') : t('join.codeHelp')}
        onChange={(event) => {
          setValue(event.target.value);
          setInvalid(false);
        }}
      />
      <Button type="submit" variant="contained" sx={{ mt: 2 }}>
        {t('join.open')}
      </Button>
    </Box>
  );
}
