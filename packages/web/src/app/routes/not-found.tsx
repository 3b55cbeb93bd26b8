import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.tsx';
import { Page } from '../../components/page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SearchOffIcon } from '../../components/ui/icons.tsx';
import { paths } from '../../lib/paths.ts';

export function Component() {
  const { t } = useTranslation();
  return (
    <Page>
      <EmptyState
        icon={<SearchOffIcon fontSize="inherit" />}
        text={t('notFound.text')}
        action={
          <Button variant="contained" to={paths.home.href()}>
            {t('notFound.home')}
          </Button>
        }
      />
    </Page>
  );
}
