import type { GroupSummary } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { Switch } from '../../../components/ui/switch.tsx';
import { useMuteGroup } from '../api/mute-group.ts';
import { PerGroupSettingsSection } from './per-group-settings-section.tsx';

/** The settings' per-group choice: the same mute as the group menu's, one switch per group. */
export function GroupNotificationSettings() {
  const { t } = useTranslation();
  return (
    <PerGroupSettingsSection
      title={t('settings.notificationsTitle')}
      text={t('settings.notificationsText')}
      renderGroup={(group) => <GroupSwitch group={group} />}
    />
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
