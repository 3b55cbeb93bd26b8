import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PreReleaseNoticeDialog } from './pre-release-notice-dialog.tsx';

/** The landing page footer's Pre Release button and the notice it opens. */
export function PreReleaseButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="secondary" onClick={() => setOpen(true)}>
        {t('landing.preRelease')}
      </Button>
      <PreReleaseNoticeDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
