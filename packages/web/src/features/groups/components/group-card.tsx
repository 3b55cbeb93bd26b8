import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GroupSummary } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

/** SPEC §2: a group card shows name, location, member count and description. */
export function GroupCard({ group }: { group: GroupSummary }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea component={Link} to={paths.group.href(group.id)}>
        <CardContent>
          <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {group.name}
          </Typography>
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ flexWrap: 'wrap', color: 'text.secondary', mt: 0.5 }}
          >
            {group.location && (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                <LocationOnOutlinedIcon fontSize="small" titleAccess={t('groups.location')} />
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {group.location}
                </Typography>
              </Stack>
            )}
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <PeopleOutlineIcon fontSize="small" aria-hidden />
              <Typography variant="body2">
                {t('groups.memberCount', { count: group.memberCount })}
              </Typography>
            </Stack>
          </Stack>
          {group.description && (
            <Typography
              variant="body2"
              sx={{
                mt: 1,
                whiteSpace: 'pre-line',
                overflowWrap: 'anywhere',
                // Long descriptions are for the group screen; the card shows the start.
                display: '-webkit-box',
                WebkitLineClamp: 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {group.description}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
