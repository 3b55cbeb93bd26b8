import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { INVITE_EXPIRY_CHOICES, type InviteExpiry } from '@turnout/domain';
import { useTranslation } from 'react-i18next';

interface ExpirySelectProps {
  value: InviteExpiry;
  onChange: (value: InviteExpiry) => void;
}

/** How long the link the owner is about to make works (docs/decisions/012-invite-expiry-and-removal.md). */
export function ExpirySelect({ value, onChange }: ExpirySelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('invites.expiresAfter')}
      value={value}
      onChange={(event) => onChange(event.target.value as InviteExpiry)}
      sx={{ minWidth: 200 }}
    >
      {INVITE_EXPIRY_CHOICES.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {t(`invites.expiry.${choice}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
