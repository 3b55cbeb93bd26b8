import { useIsFetching } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LandingLayout } from '../../components/layouts/landing-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { AuthActions } from '../../features/auth/components/auth-actions.tsx';
import { PreReleaseButton } from '../../features/pre-release/components/pre-release-button.tsx';
import { useConfig } from '../../lib/config.ts';
import { useLegalLinks, type LegalLink } from '../../lib/legal-links.ts';
import { paths } from '../../lib/paths.ts';
import { sessionQueryOptions } from '../../lib/session.ts';

/** The landing page (docs/product.md#landing-page), composed from the auth and pre-release features. */
export function Component() {
  const { t } = useTranslation();
  const { landingMessage } = useConfig();
  const checkingSession = useIsFetching({ queryKey: sessionQueryOptions.queryKey }) > 0;
  const legal = useLegalLinks();

  return (
    <LandingLayout
      message={landingMessage}
      actions={<AuthActions loading={checkingSession} />}
      footer={
        <>
          <PreReleaseButton />
          <LegalButton link={legal.privacy}>{t('landing.privacy')}</LegalButton>
          <LegalButton link={legal.imprint}>{t('landing.imprint')}</LegalButton>
          <Button color="inherit" to={paths.about.href()}>
            {t('landing.about')}
          </Button>
        </>
      }
    />
  );
}

/** A footer link to a legal page: Turnout's own in the app, the operator's in a new tab. */
function LegalButton({ link, children }: { link: LegalLink; children: string }) {
  return link.external ? (
    <Button color="inherit" href={link.href} target="_blank" rel="noopener noreferrer">
      {children}
    </Button>
  ) : (
    <Button color="inherit" to={link.href}>
      {children}
    </Button>
  );
}
