import { useConfig } from './config.ts';
import { paths } from './paths.ts';

/** Where a legal page is: the operator's own (PRIVACY_URL, IMPRINT_URL) or Turnout's page. */
export interface LegalLink {
  href: string;
  /** The operator's page on another site: opened in a new tab. */
  external: boolean;
}

/**
 * The privacy notice and the imprint, as the server's settings say (docs/decisions/
 * 035-operator-settings.md): the operator's pages when set, else Turnout's own.
 */
export function useLegalLinks(): { privacy: LegalLink; imprint: LegalLink } {
  const { privacyUrl, imprintUrl } = useConfig();
  const link = (url: string | undefined, own: string): LegalLink =>
    url ? { href: url, external: true } : { href: own, external: false };
  return {
    privacy: link(privacyUrl, paths.privacy.href()),
    imprint: link(imprintUrl, paths.imprint.href()),
  };
}
