import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { Page } from '../../../components/page.tsx';
import { useProfile } from '../api/profile.ts';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { EmailSection } from './email-section.tsx';
import { ExportSection } from './export-section.tsx';
import { NameSection } from './name-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { SessionsSection } from './sessions-section.tsx';

/** `/profile`: the account's own name, address, password, devices, data and deletion. */
export function ProfileScreen() {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isError) {
    return (
      <Page>
        <LoadError message={t('app.failedText')} onRetry={() => void profile.refetch()} />
      </Page>
    );
  }
  if (!profile.data) return <LoadingScreen />;
  return (
    <Page>
      <NameSection user={profile.data.user} />
      <EmailSection profile={profile.data} />
      <PasswordSection />
      <SessionsSection />
      <ExportSection />
      <DeleteAccountSection />
    </Page>
  );
}
