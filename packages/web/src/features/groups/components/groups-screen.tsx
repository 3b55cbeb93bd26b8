import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Page } from '../../../components/page.tsx';
import { PullToRefresh } from '../../../components/pull-to-refresh.tsx';
import { TopBarActions } from '../../../components/top-bar-slot.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { AddIcon, GroupsIcon } from '../../../components/ui/icons.tsx';
import { useHashDialog } from '../../../components/use-hash-dialog.ts';
import { useGroups } from '../api/get-groups.ts';
import { CreateGroupDialog } from './create-group-dialog.tsx';
import { GroupListSection } from './group-list-section.tsx';
import { GroupsSkeleton } from './groups-skeleton.tsx';
import styles from './groups.module.css';

const DIALOGS = ['create'] as const;

/**
 * /groups (docs/product.md#groups-screen): groups I own apart from those I am a member of,
 * after `week` ("My week", composed by the route: docs/product.md#my-week), which sits beside
 * the lists on a wide screen.
 */
export function GroupsScreen({
  week,
  weekSettled = true,
}: {
  week?: ReactNode;
  /**
   * Whether the week has come (or failed): until then the lists wait, and under it (one
   * column) not even their skeleton shows, which the week arriving would push down.
   */
  weekSettled?: boolean;
}) {
  const { t } = useTranslation();
  const groups = useGroups();
  const dialog = useHashDialog(DIALOGS);

  return (
    <Page>
      <TopBarActions>
        <Button
          color="inherit"
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => dialog.open('create')}
        >
          {t('groups.create')}
        </Button>
      </TopBarActions>
      <PullToRefresh onRefresh={() => groups.refetch({ throwOnError: true })}>
        <div className={styles.layout}>
          {/* The week shows from the start, its own loading state first, so nothing above the
              lists changes place when it comes; the lists wait for it (docs/performance.md). */}
          {week}
          <div className={styles.main} data-waiting={!weekSettled || undefined}>
            <GroupsContent
              groups={groups}
              waiting={!weekSettled}
              onCreate={() => dialog.open('create')}
            />
          </div>
        </div>
      </PullToRefresh>
      <CreateGroupDialog open={dialog.current === 'create'} onClose={dialog.close} />
    </Page>
  );
}

interface GroupsContentProps {
  groups: ReturnType<typeof useGroups>;
  /** Something shown beside the lists is still on its way: the skeleton stays. */
  waiting: boolean;
  onCreate: () => void;
}

function GroupsContent({ groups, waiting, onCreate }: GroupsContentProps) {
  const { t } = useTranslation();
  const { data, error, isFetching, refetch } = groups;

  if (!data || (waiting && !error)) {
    if (error) {
      return (
        <LoadError
          message={t('groups.loadFailed')}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      );
    }
    return <GroupsSkeleton label={t('groups.loading')} />;
  }
  if (data.owned.length === 0 && data.member.length === 0) {
    return (
      <EmptyState
        icon={<GroupsIcon fontSize="inherit" />}
        text={t('groups.empty')}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
            {t('groupForm.createTitle')}
          </Button>
        }
      />
    );
  }
  return (
    <div className={styles.sections}>
      {error && (
        <LoadError
          message={t('groups.loadFailed')}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      )}
      <GroupListSection title={t('groups.owned')} groups={data.owned} />
      <GroupListSection title={t('groups.member')} groups={data.member} />
    </div>
  );
}
