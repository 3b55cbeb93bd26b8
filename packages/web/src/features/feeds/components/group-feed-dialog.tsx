import type { Group } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { BasicDialog } from '../../../components/basic-dialog.tsx';
import { DialogContent } from '../../../components/ui/dialog.tsx';
import text from '../../../components/ui/text.module.css';
import { ExportForm } from './export-form.tsx';
import { FeedLinkPanel } from './feed-link-panel.tsx';
import styles from './feeds.module.css';

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
      <DialogContent>
        <section className={styles.section}>
          <p className={`${text.body1} ${styles.intro}`}>{t('feeds.groupIntro')}</p>
          <FeedLinkPanel scope={{ groupId: group.id }} />
        </section>
        <section className={styles.section}>
          <h2 className={`${text.h6} ${styles.exportTitle}`}>{t('feeds.exportTitle')}</h2>
          <p className={`${text.body1} ${styles.intro}`}>{t('feeds.exportIntro')}</p>
          <ExportForm groupId={group.id} />
        </section>
      </DialogContent>
    </BasicDialog>
  );
}
