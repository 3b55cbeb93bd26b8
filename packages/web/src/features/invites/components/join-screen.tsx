import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Page } from '../../../components/page.tsx';

/** /join and /join/:inviteCode (SPEC §2: the same screen). Joining arrives with invites. */
export function JoinScreen() {
  const { t } = useTranslation();
  const { inviteCode } = useParams();
  return (
    <Page>
      <EmptyState
        icon={<GroupAddIcon fontSize="inherit" />}
        text={inviteCode ? t('join.withCode') : t('join.withoutCode')}
      />
    </Page>
  );
}
