import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../components/snackbar/snackbar-context.ts';

/**
 * Copies an invite link and says so with the spec's text; without the Clipboard API (an old
 * browser, a page not served over HTTPS) it says that instead (SPEC §8).
 */
export function useCopyLink() {
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
        showSnackbar(t('invites.copied'), { severity: 'success' });
      } catch {
        showSnackbar(t('invites.copyFailed'), { severity: 'error' });
      }
    },
    [t, showSnackbar],
  );
}
