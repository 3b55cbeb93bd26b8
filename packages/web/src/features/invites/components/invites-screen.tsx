import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Page } from '../../../components/page.tsx';
import { PullToRefresh } from '../../../components/pull-to-refresh.tsx';
import { cardStyles } from '../../../components/ui/card.tsx';
import { LinkIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useInvites } from '../api/get-invites.ts';
import { InviteListItem } from './invite-list-item.tsx';
import styles from './invites.module.css';

/** /invites: the invite links of the groups I own (docs/product.md#invites-screen). */
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
      <div role="status" className={styles.loading}>
        <Spinner label={t('invites.listLoading')} />
      </div>
    );
  } else if (data.invites.length === 0) {
    content = <EmptyState icon={<LinkIcon fontSize="inherit" />} text={t('invites.listEmpty')} />;
  } else {
    content = (
      <ul className={cardStyles.list}>
        {data.invites.map((invite) => (
          <InviteListItem key={invite.inviteCode} invite={invite} />
        ))}
      </ul>
    );
  }

  return (
    <Page>
      <PullToRefresh onRefresh={() => refetch({ throwOnError: true })}>{content}</PullToRefresh>
    </Page>
  );
}
