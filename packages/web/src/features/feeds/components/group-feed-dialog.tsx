import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { Group } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { BasicDialog } from '../../../components/basic-dialog.tsx';
import { ExportForm } from './export-form.tsx';
import { FeedLinkPanel } from './feed-link-panel.tsx';

interface GroupFeedDialogProps {
  group: Group;
  open: boolean;
  onClose: () => void;
}

/** The group menu's "Calendar and export": the group's feed link and the CSV download. */
export function GroupFeedDialog({ group, open, onClose }: GroupFeedDialogProps) {
  const { t } = useTranslation();
  return (
    <BasicDialog open={open} onClose={onClose} title={t('feeds.groupTitle')} size="lg">
      <DialogContent sx={{ pt: 0 }}>
        <Typography sx={{ mb: 2 }}>{t('feeds.groupIntro')}</Typography>
        <FeedLinkPanel scope={{ groupId: group.id }} />
        <Divider sx={{ my: 3 }} />
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('feeds.exportTitle')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('feeds.exportIntro')}</Typography>
        <ExportForm groupId={group.id} />
      </DialogContent>
    </BasicDialog>
  );
}
