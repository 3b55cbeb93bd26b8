import ConstructionIcon from '@mui/icons-material/Construction';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';
import { EmptyState } from './empty-state.tsx';
import { Page } from './page.tsx';

/** For routes the spec lists without showing their content: say so instead of a blank page. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <Page>
      <EmptyState
        icon={<ConstructionIcon fontSize="inherit" />}
        title={t('comingSoon.title')}
        text={t('comingSoon.text')}
        action={
          <Button variant="outlined" component={Link} to={paths.groups.href()}>
            {t('comingSoon.toGroups')}
          </Button>
        }
      />
    </Page>
  );
}
