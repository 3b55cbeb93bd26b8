import { Page } from '../../components/page.tsx';
import { PersonalFeedSection } from '../../features/feeds/components/personal-feed-section.tsx';

// /settings: for now the personal calendar feed; more sections join it here.
export function Component() {
  return (
    <Page>
      <PersonalFeedSection />
    </Page>
  );
}
