import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Drawer } from '../ui/drawer.tsx';
import { OpenInNewIcon } from '../ui/icons.tsx';
import styles from './nav-drawer.module.css';

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

/**
 * The side drawer of the signed-in shell: the profile on top, then links
 * (docs/product.md#signed-in-shell). Named like its navigation, "Account menu".
 */
export function NavDrawer({ id, open, onClose, header, items }: NavDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer id={id} open={open} onClose={onClose} aria-label={t('shell.accountMenu')}>
      {header}
      <hr className={styles.divider} />
      <nav aria-label={t('shell.accountMenu')} className={styles.list}>
        {items.map((item) => {
          const body = (
            <>
              <span className={styles.icon}>{item.icon}</span>
              <span className={styles.label}>{item.label}</span>
              {item.external && (
                <OpenInNewIcon
                  fontSize="small"
                  color="action"
                  titleAccess={t('common.opensInNewTab')}
                />
              )}
            </>
          );
          return (
            <Fragment key={item.key}>
              {item.external ? (
                <a
                  className={styles.link}
                  href={item.to}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={onClose}
                >
                  {body}
                </a>
              ) : (
                <Link className={styles.link} to={item.to} onClick={onClose}>
                  {body}
                </Link>
              )}
            </Fragment>
          );
        })}
      </nav>
    </Drawer>
  );
}
