import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BasicDialog } from '../../../components/basic-dialog.tsx';
import { DialogForm } from '../../../components/dialog-form.tsx';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useDeleteAccount, useOwnedGroups } from '../api/delete-account.ts';
import { PasswordInput } from './password-input.tsx';

const DELETE = 'delete';

export function DeleteAccountSection() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection title={t('profile.deleteTitle')} text={t('profile.deleteText')}>
      <Button
        variant="outlined"
        color="error"
        sx={{ justifySelf: 'start' }}
        onClick={() => setOpen(true)}
      >
        {t('profile.deleteButton')}
      </Button>
      <BasicDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('profile.deleteDialogTitle')}
      >
        <DeleteAccountForm onCancel={() => setOpen(false)} />
      </BasicDialog>
    </SettingsSection>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const owned = useOwnedGroups();
  const [password, setPassword] = useState('');
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  const remove = useDeleteAccount();
  const groups = owned.data ?? [];
  const deletesAGroup = groups.some((group) => (choices[group.id] ?? DELETE) === DELETE);

  function submit() {
    if (remove.isPending || remove.isSuccess || !owned.isSuccess) return;
    setError(undefined);
    const ownedGroups = groups.map((group) => {
      const choice = choices[group.id] ?? DELETE;
      return choice === DELETE ? { groupId: group.id } : { groupId: group.id, newOwnerId: choice };
    });
    remove.mutate({ password, ownedGroups }, { onError: (e) => setError(apiErrorMessage(t, e)) });
  }

  return (
    <DialogForm onSubmit={submit}>
      <DialogContent sx={{ pt: 0, display: 'grid', gap: 2 }}>
        <Typography>{t('profile.deleteText')}</Typography>
        {groups.length > 0 && <Typography>{t('profile.deleteOwned')}</Typography>}
        {groups.map((group) => (
          <TextField
            key={group.id}
            select
            label={t('profile.deleteGroupChoice', { name: group.name })}
            value={choices[group.id] ?? DELETE}
            onChange={(event) => setChoices({ ...choices, [group.id]: event.target.value })}
          >
            <MenuItem value={DELETE}>{t('profile.deleteGroupOption')}</MenuItem>
            {group.members.map((member) => (
              <MenuItem key={member.userId} value={member.userId}>
                {t('profile.handOverOption', { name: member.userDisplayName })}
              </MenuItem>
            ))}
          </TextField>
        ))}
        {deletesAGroup && groups.length > 0 && (
          <Alert severity="warning">{t('profile.deleteGroupWarning')}</Alert>
        )}
        <PasswordInput
          label={t('profile.currentPassword')}
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>{t('profile.cancel')}</Button>
        <Button
          type="submit"
          variant="contained"
          color="error"
          disabled={!owned.isSuccess || password === ''}
          loading={remove.isPending || remove.isSuccess}
        >
          {t('profile.deleteConfirm')}
        </Button>
      </DialogActions>
    </DialogForm>
  );
}
