import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MountWhenOpened } from '../../../components/mount-when-opened.tsx';
import { Button } from '../../../components/ui/button.tsx';
import styles from './pre-release.module.css';

const PreReleaseNoticeDialog = lazy(() =>
  import('./pre-release-notice-dialog.tsx').then((module) => ({
    default: module.PreReleaseNoticeDialog,
  })),
);

/** The landing page footer's Pre Release button and the notice it opens. */
export function PreReleaseButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="inherit" className={styles.button} onClick={() => setOpen(true)}>
        {t('landing.preRelease')}
      </Button>
      <MountWhenOpened open={open}>
        <PreReleaseNoticeDialog open={open} onClose={() => setOpen(false)} />
      </MountWhenOpened>
    </>
  );
}
