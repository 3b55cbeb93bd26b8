import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { FeedLinkPanel } from './feed-link-panel.tsx';

/** Settings' section for my personal feed; self-contained, so settings can place it anywhere. */
export function PersonalFeedSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('feeds.personalTitle')} text={t('feeds.personalIntro')}>
      <FeedLinkPanel scope={{}} />
    </SettingsSection>
  );
}
