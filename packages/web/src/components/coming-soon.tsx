import { useTranslation } from 'react-i18next';
import { paths } from '../lib/paths.ts';
import { EmptyState } from './empty-state.tsx';
import { Page } from './page.tsx';
import { Button } from './ui/button.tsx';
import { ConstructionIcon } from './ui/icons.tsx';

/** For routes the product lists without showing their content: say so instead of a blank page. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <Page>
      <EmptyState
        icon={<ConstructionIcon fontSize="inherit" />}
        title={t('comingSoon.title')}
        text={t('comingSoon.text')}
        action={
          <Button variant="outlined" to={paths.groups.href()}>
            {t('comingSoon.toGroups')}
          </Button>
        }
      />
    </Page>
  );
}
