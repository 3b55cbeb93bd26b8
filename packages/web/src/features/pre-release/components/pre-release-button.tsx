import Button from '@mui/material/Button';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MountWhenOpened } from '../../../components/mount-when-opened.tsx';

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
      {/* The accent's darker shade: the accent itself is too light for text (WCAG AA). */}
      <Button color="secondary" sx={{ color: 'secondary.dark' }} onClick={() => setOpen(true)}>
        {t('landing.preRelease')}
      </Button>
      <MountWhenOpened open={open}>
        <PreReleaseNoticeDialog open={open} onClose={() => setOpen(false)} />
      </MountWhenOpened>
    </>
  );
}
