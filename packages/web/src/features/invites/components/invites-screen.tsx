import LinkIcon from '@mui/icons-material/Link';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Page } from '../../../components/page.tsx';
import { PullToRefresh } from '../../../components/pull-to-refresh.tsx';
import { useInvites } from '../api/get-invites.ts';
import { InviteListItem } from './invite-list-item.tsx';

/** /invites: the invite links of the groups I own (issue 3; SPEC §2 leaves the content open). */
export function InvitesScreen() {
  const { t } = useTranslation();
  const invites = useInvites();
  const { data, error, isFetching, refetch } = invites;

  let content;
  if (!data) {
    content = error ? (
      <LoadError
        message={t('invites.listLoadFailed')}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    ) : (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('invites.listLoading')} />
      </Box>
    );
  } else if (data.invites.length === 0) {
    content = <EmptyState icon={<LinkIcon fontSize="inherit" />} text={t('invites.listEmpty')} />;
  } else {
    content = (
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
        {data.invites.map((invite) => (
          <InviteListItem key={invite.inviteCode} invite={invite} />
        ))}
      </Stack>
    );
  }

  return (
    <Page>
      <PullToRefresh onRefresh={() => refetch({ throwOnError: true })}>{content}</PullToRefresh>
    </Page>
  );
}
