import NotificationsOffOutlinedIcon from '@mui/icons-material/NotificationsOffOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import type { Group } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { useMuteGroup } from '../api/mute-group.ts';

/**
 * The group menu's mute switch (issue 5): while on, this group creates no inbox entries or
 * pushes for me. For the groups feature's menu, composed by the app layer.
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
    <MenuItem role="menuitemcheckbox" aria-checked={muted} onClick={toggle}>
      <ListItemIcon>
        <NotificationsOffOutlinedIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{t('mute.label')}</ListItemText>
      {/* The item is the control (a click on the switch reaches it); the switch shows the state. */}
      <Switch
        edge="end"
        size="small"
        checked={muted}
        onChange={() => undefined}
        slotProps={{ input: { tabIndex: -1, 'aria-hidden': true } }}
      />
    </MenuItem>
  );
}
