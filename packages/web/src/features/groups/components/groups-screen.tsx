import AddIcon from '@mui/icons-material/Add';
import GroupsIcon from '@mui/icons-material/Groups';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Page } from '../../../components/page.tsx';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { TopBarActions } from '../../../components/top-bar-slot.tsx';

/**
 * /groups. Groups themselves arrive with the next issue; until then the screen shows the spec's
 * empty state and a Create button that says creating is on its way.
 */
export function GroupsScreen() {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();

  return (
    <Page>
      <TopBarActions>
        <Button
          color="inherit"
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => showSnackbar(t('groups.createComingSoon'))}
        >
          {t('groups.create')}
        </Button>
      </TopBarActions>
      <EmptyState
        icon={<GroupsIcon fontSize="inherit" />}
        title={t('groups.emptyTitle')}
        text={t('groups.emptyText')}
      />
    </Page>
  );
}
