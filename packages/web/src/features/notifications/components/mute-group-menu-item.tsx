import type { Group } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { NotificationsOffOutlinedIcon } from '../../../components/ui/icons.tsx';
import { MenuCheckboxItem } from '../../../components/ui/menu.tsx';
import { useMuteGroup } from '../api/mute-group.ts';

/**
 * The group menu's mute switch (docs/product.md#notification-rules): while on, this group
 * creates no inbox entries or pushes for me. For the groups feature's menu, composed by the app
 * layer.
 */
export function MuteGroupMenuItem({ group }: { group: Group }) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const mute = useMuteGroup(group.id);
  const muted = group.muted ?? false;

  function toggle() {
    const next = !muted;
    mute.mutate(next, {
      onSuccess: () => showSnackbar(t(next ? 'mute.muted' : 'mute.unmuted', { group: group.name })),
      onError: (error) => {
        console.warn('Saving the mute setting failed.', error);
        showSnackbar(t('mute.failed'), { severity: 'error' });
      },
    });
  }

  return (
    <MenuCheckboxItem
      checked={muted}
      onCheckedChange={toggle}
      icon={<NotificationsOffOutlinedIcon fontSize="small" />}
    >
      {t('mute.label')}
    </MenuCheckboxItem>
  );
}
