import { useQuery } from '@tanstack/react-query';
import { API_PATHS, groupListResponseSchema, type GroupSummary } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { Switch } from '../../../components/ui/switch.tsx';
import text from '../../../components/ui/text.module.css';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useMuteGroup } from '../api/mute-group.ts';

/** The settings' per-group choice: the same mute as the group menu's, one switch per group. */
export function GroupNotificationSettings() {
  const { t } = useTranslation();
  const groups = useQuery({
    queryKey: queryKeys.groupList,
    queryFn: ({ signal }) => api.get(API_PATHS.groups, groupListResponseSchema, signal),
  });
  const all = groups.data ? [...groups.data.owned, ...groups.data.member] : [];
  return (
    <SettingsSection
      title={t('settings.notificationsTitle')}
      text={t('settings.notificationsText')}
    >
      {groups.isError && (
        <LoadError message={t('app.failedText')} onRetry={() => void groups.refetch()} />
      )}
      {groups.isSuccess && all.length === 0 && (
        <p className={text.body1}>{t('settings.noGroups')}</p>
      )}
      {all.map((group) => (
        <GroupSwitch key={group.id} group={group} />
      ))}
    </SettingsSection>
  );
}

function GroupSwitch({ group }: { group: GroupSummary }) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const mute = useMuteGroup(group.id);
  const muted = mute.isPending ? mute.variables : (group.muted ?? false);

  // The switch flips at once; a failed save flips it back, and says so as the group menu does.
  function change(on: boolean) {
    mute.mutate(!on, {
      onError: (error) => {
        console.warn('Saving the mute setting failed.', error);
        showSnackbar(t('mute.failed'), { severity: 'error' });
      },
    });
  }

  return (
    <Switch
      checked={!muted}
      onChange={(event) => change(event.target.checked)}
      label={t('settings.notifyFrom', { name: group.name })}
    />
  );
}
