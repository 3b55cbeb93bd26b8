import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import Button from '@mui/material/Button';
import type { Group } from '@turnout/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Page } from '../../../components/page.tsx';
import { paths } from '../../../lib/paths.ts';

/** /groups/:groupId, until the calendar arrives with the groups feature. */
export function GroupScreen(_props: { children: (group: Group) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <Page>
      <EmptyState
        icon={<CalendarMonthIcon fontSize="inherit" />}
        text={t('group.comingSoon')}
        action={
          <Button variant="outlined" component={Link} to={paths.groups.href()}>
            {t('group.backToGroups')}
          </Button>
        }
      />
    </Page>
  );
}
