import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { inviteLink, type Invite } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useConfig } from '../../../lib/config.ts';
import { paths } from '../../../lib/paths.ts';
import { useCopyLink } from '../use-copy-link.ts';

/** One of my groups' invite links: the group, the link, and Copy. */
export function InviteListItem({ invite }: { invite: Invite }) {
  const { t } = useTranslation();
  const { publicUrl } = useConfig();
  const copy = useCopyLink();
  const link = inviteLink(publicUrl, invite.inviteCode);

  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={paths.group.href(invite.groupId)}
              variant="h6"
              underline="hover"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {invite.groupName}
            </Link>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
            >
              {link}
            </Typography>
          </Stack>
          <IconButton
            aria-label={t('invites.copyFor', { group: invite.groupName })}
            onClick={() => void copy(link)}
          >
            <ContentCopyIcon />
          </IconButton>
        </Stack>
      </CardContent>
    </Card>
  );
}
