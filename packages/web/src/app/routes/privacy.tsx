import { PrivacyPage } from '../../features/info/components/privacy-page.tsx';

export function Component() {
  return <PrivacyPage />;
}
