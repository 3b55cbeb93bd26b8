import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { Page } from '../../components/page.tsx';
import { paths } from '../../lib/paths.ts';

export function Component() {
  const { t } = useTranslation();
  return (
    <Page>
      <EmptyState
        icon={<SearchOffIcon fontSize="inherit" />}
        text={t('notFound.text')}
        action={
          <Button variant="contained" component={Link} to={paths.home.href()}>
            {t('notFound.home')}
          </Button>
        }
      />
    </Page>
  );
}
