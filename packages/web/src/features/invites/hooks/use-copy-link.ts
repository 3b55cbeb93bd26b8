import { useTranslation } from 'react-i18next';
import { useCopyToClipboard } from '../../../components/use-copy-to-clipboard.ts';

/** Copies an invite link and says so with the product's texts (docs/product.md#invite-dialog). */
export function useCopyLink() {
  const { t } = useTranslation();
  return useCopyToClipboard({ copied: t('invites.copied'), failed: t('invites.copyFailed') });
}
