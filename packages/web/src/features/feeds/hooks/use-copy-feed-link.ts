import { useTranslation } from 'react-i18next';
import { useCopyToClipboard } from '../../../components/use-copy-to-clipboard.ts';

/** Copies a feed link and says so. */
export function useCopyFeedLink() {
  const { t } = useTranslation();
  return useCopyToClipboard({ copied: t('feeds.copied'), failed: t('feeds.copyFailed') });
}
