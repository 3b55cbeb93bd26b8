import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { LAYOUT } from '../../lib/ui-constants.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface DrawerItem {
  key: string;
  label: string;
  icon: ReactNode;
  /** An in-app route, or with `external` a page that opens in a new tab. */
  to: string;
  external?: boolean;
}

interface NavDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  header: ReactNode;
  items: DrawerItem[];
}

/** The side drawer of the signed-in shell: the profile on top, then links (SPEC §2 Shell). */
export function NavDrawer({ id, open, onClose, header, items }: NavDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{ paper: { id, sx: { width: LAYOUT.drawerWidth } } }}
    >
      {header}
      <Divider />
      <List component="nav" aria-label={t('shell.accountMenu')}>
        {items.map((item) => (
          <ListItemButton
            key={item.key}
            onClick={onClose}
            {...(item.external
              ? { component: 'a', href: item.to, target: '_blank', rel: 'noopener noreferrer' }
              : { component: Link, to: item.to })}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText primary={item.label} />
            {item.external && (
              <OpenInNewIcon
                fontSize="small"
                color="action"
                titleAccess={t('common.opensInNewTab')}
              />
            )}
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
