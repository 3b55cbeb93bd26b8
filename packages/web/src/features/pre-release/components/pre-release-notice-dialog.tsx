import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { BasicDialog } from '../../../components/basic-dialog.tsx';
import { useConfig } from '../../../lib/config.ts';

interface PreReleaseNoticeDialogProps {
  open: boolean;
  onClose: () => void;
}

// Trans fills in the link text as children.
function ExternalLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  );
}

/** SPEC §1/§2: what is missing, how to reach us instead, and how to become an Android tester. */
export function PreReleaseNoticeDialog({ open, onClose }: PreReleaseNoticeDialogProps) {
  const { t } = useTranslation();
  const { contactFormUrl, androidTestersUrl } = useConfig();

  return (
    <BasicDialog open={open} onClose={onClose} title={t('preRelease.title')} size="lg">
      <DialogContent sx={{ pt: 0 }}>
        <Typography sx={{ mb: 2 }}>{t('preRelease.intro')}</Typography>
        <Typography sx={{ mb: 2 }}>
          <Trans
            i18nKey="preRelease.contact"
            components={{ a: <ExternalLink href={contactFormUrl} /> }}
          />
        </Typography>
        <Typography>
          <Trans
            i18nKey="preRelease.android"
            components={{ a: <ExternalLink href={androidTestersUrl} /> }}
          />
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t('preRelease.understood')}
        </Button>
      </DialogActions>
    </BasicDialog>
  );
}
