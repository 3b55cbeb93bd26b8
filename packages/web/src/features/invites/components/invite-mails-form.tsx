import { MAX_INVITE_MAILS_PER_REQUEST } from '@turnout/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import text from '../../../components/ui/text.module.css';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useSendInviteMails } from '../api/invite-mails.ts';
import styles from './invites.module.css';

/** "Invite by e-mail" (docs/product.md#connect-it): pasted addresses each get the link. */
export function InviteMailsForm({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const send = useSendInviteMails(groupId);
  const titleId = useId();
  const [addresses, setAddresses] = useState('');
  const [error, setError] = useState<string>();

  function submit() {
    setError(undefined);
    const emails = addresses
      .split(/[\s,;]+/)
      .map((address) => address.trim())
      .filter(Boolean)
      .slice(0, MAX_INVITE_MAILS_PER_REQUEST);
    if (emails.length === 0) return;
    send.mutate(emails, {
      onSuccess: ({ sent }) => {
        snackbar(t('connect.invitesSent', { count: sent }), { severity: 'success' });
        setAddresses('');
      },
      onError: (e) => setError(apiErrorMessage(t, e)),
    });
  }

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      className={styles.mailForm}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 id={titleId} className={text.subtitle1}>
        {t('connect.inviteByMail')}
      </h3>
      <p className={`${text.body2} ${text.secondary}`}>{t('connect.inviteByMailText')}</p>
      <TextField
        label={t('connect.addresses')}
        multiline
        minRows={2}
        maxRows={6}
        value={addresses}
        autoComplete="off"
        inputProps={{ spellCheck: false }}
        onChange={(event) => setAddresses(event.target.value)}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Button
        type="submit"
        variant="outlined"
        loading={send.isPending}
        disabled={addresses.trim() === ''}
        className={styles.mailSend}
      >
        {t('connect.sendInvites')}
      </Button>
    </form>
  );
}
