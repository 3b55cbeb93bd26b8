import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Page } from '../../../components/page.tsx';
import { BugReportIcon } from '../../../components/ui/icons.tsx';

/** The debug pages that exercise features still to come (pull-to-refresh, push, …). */
export function DebugPlaceholder() {
  const { t } = useTranslation();
  return (
    <Page>
      <EmptyState icon={<BugReportIcon fontSize="inherit" />} text={t('debug.placeholder')} />
    </Page>
  );
}
