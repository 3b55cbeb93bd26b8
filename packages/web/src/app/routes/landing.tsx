import { useIsFetching } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LandingLayout } from '../../components/layouts/landing-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { AuthActions } from '../../features/auth/components/auth-actions.tsx';
import { PreReleaseButton } from '../../features/pre-release/components/pre-release-button.tsx';
import { useConfig } from '../../lib/config.ts';
import { paths } from '../../lib/paths.ts';
import { sessionQueryOptions } from '../../lib/session.ts';

/** The landing page (docs/product.md#landing-page), composed from the auth and pre-release features. */
export function Component() {
  const { t } = useTranslation();
  const { landingMessage } = useConfig();
  const checkingSession = useIsFetching({ queryKey: sessionQueryOptions.queryKey }) > 0;

  return (
    <LandingLayout
      message={landingMessage}
      actions={<AuthActions loading={checkingSession} />}
      footer={
        <>
          <PreReleaseButton />
          <Button color="inherit" to={paths.privacy.href()}>
            {t('landing.privacy')}
          </Button>
          <Button color="inherit" to={paths.about.href()}>
            {t('landing.about')}
          </Button>
        </>
      }
    />
  );
}
