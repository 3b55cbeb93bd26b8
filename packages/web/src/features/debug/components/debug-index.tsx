import { CLIENT_VERSION } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/page.tsx';
import text from '../../../components/ui/text.module.css';
import { paths } from '../../../lib/paths.ts';
import styles from './debug.module.css';

const PAGES = [
  ['theme', paths.debug.theme],
  ['pushNotifications', paths.debug.pushNotifications],
  ['swipeToRefresh', paths.debug.swipeToRefresh],
  ['openDialogFromMenuButton', paths.debug.openDialogFromMenuButton],
  ['maintainScrollPosition', paths.debug.maintainScrollPosition],
  ['maintainScrollPositionCascaded', paths.debug.maintainScrollPositionCascaded],
  [
    'maintainScrollPositionCascadedTwoWayDataFlow',
    paths.debug.maintainScrollPositionCascadedTwoWayDataFlow,
  ],
  ['scrollToElementPosition', paths.debug.scrollToElementPosition],
  ['vuetifyTest', paths.debug.vuetifyTest],
] as const;

/** /debug: an index of the developer pages (registered only when the debug flag is on). */
export function DebugIndex() {
  const { t } = useTranslation();
  return (
    <Page>
      <p className={`${text.body1} ${styles.intro}`}>{t('debug.intro')}</p>
      <p className={`${text.body2} ${text.secondary}`}>
        {t('debug.version', { version: CLIENT_VERSION })}
      </p>
      <ul className={styles.list}>
        {PAGES.map(([key, path]) => (
          <li key={key}>
            <Link className={`${text.body1} ${styles.item}`} to={path.href()}>
              {t(`debug.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
