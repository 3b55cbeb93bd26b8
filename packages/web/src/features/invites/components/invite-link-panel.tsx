import { inviteLink, type Group, type Invite } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ContentCopyIcon, ShareIcon } from '../../../components/ui/icons.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import text from '../../../components/ui/text.module.css';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useConfig } from '../../../lib/config.ts';
import { useDateFormat } from '../../../lib/datetime.ts';
import { canShare, shareInviteLink } from '../model/share-link.ts';
import { useCopyLink } from '../hooks/use-copy-link.ts';
import styles from './invites.module.css';
import { ReplaceInviteButtons } from './replace-invite-buttons.tsx';
import { ChangeExpiryButton } from './change-expiry-button.tsx';

interface InviteLinkPanelProps {
  group: Group;
  invite: Invite;
}

/** The explanation, the link, Copy and (where the device can) Share; then renew or revoke. */
export function InviteLinkPanel({ group, invite }: InviteLinkPanelProps) {
  const { t } = useTranslation();
  const { publicUrl } = useConfig();
  const copy = useCopyLink();
  const showSnackbar = useSnackbar();
  const link = inviteLink(publicUrl, invite.inviteCode);
  const formatDate = useDateFormat();
  const expiry = invite.expires
    ? t('invites.expiresOn', {
        date: `${formatDate(new Date(invite.expires), 'fullDate')}, ${formatDate(new Date(invite.expires), 'time')}`,
      })
    : t('invites.neverExpires');

  function share() {
    shareInviteLink(t, invite, link).catch((error: unknown) =>
      showSnackbar(apiErrorMessage(t, error), { severity: 'error' }),
    );
  }

  return (
    <>
      <p className={`${text.body1} ${styles.explanation}`}>
        {t('invites.explanation', { group: group.name })}
      </p>
      <TextField
        label={t('invites.link')}
        value={link}
        readOnly
        inputProps={{ spellCheck: false }}
        // Selecting the whole link on focus makes copying by hand one gesture.
        onFocus={(event) => event.target.select()}
      />
      <div className={styles.expiryRow}>
        <p className={`${text.body2} ${text.secondary}`}>{expiry}</p>
        <ChangeExpiryButton groupId={group.id} invite={invite} />
      </div>
      <div className={styles.buttons}>
        <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy(link)}>
          {t('invites.copy')}
        </Button>
        {canShare() && (
          <Button variant="outlined" startIcon={<ShareIcon />} onClick={share}>
            {t('invites.share')}
          </Button>
        )}
      </div>
      <ReplaceInviteButtons groupId={group.id} />
    </>
  );
}
