import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Invite } from '@turnout/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface InvitePreviewCardProps {
  invite: Invite;
  /** The Join button, or Log In and Sign Up for a visitor. */
  children: ReactNode;
}

/** The group behind an invite: name, owner, location and description (issue 3). */
export function InvitePreviewCard({ invite, children }: InvitePreviewCardProps) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" sx={{ maxWidth: 520, mx: 'auto' }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {t('join.invited')}
        </Typography>
        <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {invite.groupName}
        </Typography>
        <Stack spacing={0.5} sx={{ mt: 1, color: 'text.secondary' }}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <PersonOutlineIcon fontSize="small" aria-hidden />
            <Typography variant="body2">
              {t('join.owner', { name: invite.groupOwnerDisplayName })}
            </Typography>
          </Stack>
          {invite.groupLocation && (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <LocationOnOutlinedIcon fontSize="small" titleAccess={t('groups.location')} />
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {invite.groupLocation}
              </Typography>
            </Stack>
          )}
        </Stack>
        {invite.groupDescription && (
          <Typography sx={{ mt: 2, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {invite.groupDescription}
          </Typography>
        )}
        <Stack spacing={2} sx={{ mt: 3 }}>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
