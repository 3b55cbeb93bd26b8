import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';

/** Copies a feed link and says so; without the Clipboard API it says that (SPEC §8's text). */
export function useCopyFeedLink() {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  return useCallback(
    async (link: string) => {
      // Typed as always present, but missing outside secure contexts and in old browsers.
      const clipboard = navigator.clipboard as Clipboard | undefined;
      if (typeof clipboard?.writeText !== 'function') {
        showSnackbar(t('invites.clipboardUnavailable'), { severity: 'warning' });
        return;
      }
      try {
        await clipboard.writeText(link);
        showSnackbar(t('feeds.copied'), { severity: 'success' });
      } catch {
        showSnackbar(t('feeds.copyFailed'), { severity: 'error' });
      }
    },
    [t, showSnackbar],
  );
}
