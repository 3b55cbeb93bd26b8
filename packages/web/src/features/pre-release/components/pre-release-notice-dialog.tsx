import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { BasicDialog } from '../../../components/basic-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogActions, DialogContent } from '../../../components/ui/dialog.tsx';
import text from '../../../components/ui/text.module.css';
import { useConfig } from '../../../lib/config.ts';
import styles from './pre-release.module.css';

interface PreReleaseNoticeDialogProps {
  open: boolean;
  onClose: () => void;
}

// Trans fills in the link text as children.
function ExternalLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * What is missing, how to reach us instead, and how to become an Android tester
 * (docs/product.md#pre-release-notice).
 */
export function PreReleaseNoticeDialog({ open, onClose }: PreReleaseNoticeDialogProps) {
  const { t } = useTranslation();
  const { contactFormUrl, androidTestersUrl } = useConfig();

  return (
    <BasicDialog open={open} onClose={onClose} title={t('preRelease.title')} size="lg">
      <DialogContent>
        <p className={`${text.body1} ${styles.paragraph}`}>{t('preRelease.intro')}</p>
        <p className={`${text.body1} ${styles.paragraph}`}>
          <Trans
            i18nKey="preRelease.contact"
            components={{ a: <ExternalLink href={contactFormUrl} /> }}
          />
        </p>
        <p className={text.body1}>
          <Trans
            i18nKey="preRelease.android"
            components={{ a: <ExternalLink href={androidTestersUrl} /> }}
          />
        </p>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('preRelease.understood')}
        </Button>
      </DialogActions>
    </BasicDialog>
  );
}
