import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ShareIcon from '@mui/icons-material/Share';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { inviteLink, type Group, type Invite } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useConfig } from '../../../lib/config.ts';
import { useDateFormat } from '../../../lib/datetime.ts';
import { canShare, shareInviteLink } from '../share-link.ts';
import { useCopyLink } from '../use-copy-link.ts';
import { ReplaceInviteButtons } from './replace-invite-buttons.tsx';

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
      <Typography sx={{ mb: 2 }}>{t('invites.explanation', { group: group.name })}</Typography>
      <TextField
        label={t('invites.link')}
        value={link}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        // Selecting the whole link on focus makes copying by hand one gesture.
        onFocus={(event) => event.target.select()}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {expiry}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} useFlexGap>
        <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy(link)}>
          {t('invites.copy')}
        </Button>
        {canShare() && (
          <Button variant="outlined" startIcon={<ShareIcon />} onClick={share}>
            {t('invites.share')}
          </Button>
        )}
      </Stack>
      <ReplaceInviteButtons groupId={group.id} />
    </>
  );
}
