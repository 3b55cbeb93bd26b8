import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BasicDialog } from '../../../components/basic-dialog.tsx';
import { DialogForm } from '../../../components/dialog-form.tsx';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogActions, DialogContent } from '../../../components/ui/dialog.tsx';
import { Select } from '../../../components/ui/select.tsx';
import text from '../../../components/ui/text.module.css';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useDeleteAccount, useOwnedGroups } from '../api/delete-account.ts';
import { CurrentPasswordInput } from './password-input.tsx';
import styles from './profile.module.css';

const DELETE = 'delete';

export function DeleteAccountSection() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection title={t('profile.deleteTitle')} text={t('profile.deleteText')}>
      <Button
        variant="outlined"
        color="error"
        className={styles.start}
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
      <DialogContent className={styles.dialogBody}>
        <p className={text.body1}>{t('profile.deleteText')}</p>
        {groups.length > 0 && <p className={text.body1}>{t('profile.deleteOwned')}</p>}
        {groups.map((group) => (
          <Select
            key={group.id}
            label={t('profile.deleteGroupChoice', { name: group.name })}
            value={choices[group.id] ?? DELETE}
            onChange={(choice) => setChoices({ ...choices, [group.id]: choice })}
            options={[
              { value: DELETE, label: t('profile.deleteGroupOption') },
              ...group.members.map((member) => ({
                value: member.userId,
                label: t('profile.handOverOption', { name: member.userDisplayName }),
              })),
            ]}
          />
        ))}
        {deletesAGroup && groups.length > 0 && (
          <Alert severity="warning">{t('profile.deleteGroupWarning')}</Alert>
        )}
        <CurrentPasswordInput value={password} onChange={setPassword} />
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
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
