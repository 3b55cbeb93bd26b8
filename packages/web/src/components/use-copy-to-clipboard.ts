import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from './snackbar/snackbar-context.ts';

/** The texts a copy action shows when it worked and when the browser refused it. */
export interface CopyTexts {
  copied: string;
  failed: string;
}

/**
 * Copies text and says so in a snackbar; without the Clipboard API (an old browser, a page not
 * served over HTTPS) it says that instead, in the product's own words
 * (docs/product.md#client-side-errors).
 */
export function useCopyToClipboard({ copied, failed }: CopyTexts) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  return useCallback(
    async (text: string) => {
      // Typed as always present, but missing outside secure contexts and in old browsers.
      const clipboard = navigator.clipboard as Clipboard | undefined;
      if (typeof clipboard?.writeText !== 'function') {
        showSnackbar(t('invites.clipboardUnavailable'), { severity: 'warning' });
        return;
      }
      try {
        await clipboard.writeText(text);
        showSnackbar(copied, { severity: 'success' });
      } catch {
        showSnackbar(failed, { severity: 'error' });
      }
    },
    [t, showSnackbar, copied, failed],
  );
}
