import type { Group } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { BasicDialog } from '../../../components/basic-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogActions, DialogContent } from '../../../components/ui/dialog.tsx';
import text from '../../../components/ui/text.module.css';
import styles from './integrations.module.css';
import { PublicViewPanel } from './public-view-panel.tsx';
import { WebhooksPanel } from './webhooks-panel.tsx';

interface IntegrationsDialogProps {
  group: Group;
  open: boolean;
  onClose: () => void;
}

/**
 * The group menu's "Integrations" (#integrations; docs/product.md#connect-it): the group's
 * webhooks and its public view, for whoever runs the group.
 */
export function IntegrationsDialog({ group, open, onClose }: IntegrationsDialogProps) {
  const { t } = useTranslation();
  return (
    <BasicDialog open={open} onClose={onClose} title={t('connect.integrationsTitle')} size="lg">
      <DialogContent>
        <section className={styles.section} aria-labelledby="integrations-webhooks">
          <h2 id="integrations-webhooks" className={text.h6}>
            {t('connect.webhooksTitle')}
          </h2>
          <p className={`${text.body2} ${text.secondary}`}>{t('connect.webhooksText')}</p>
          <WebhooksPanel groupId={group.id} />
        </section>
        <section className={styles.section} aria-labelledby="integrations-public">
          <h2 id="integrations-public" className={text.h6}>
            {t('connect.publicTitle')}
          </h2>
          <p className={`${text.body2} ${text.secondary}`}>{t('connect.publicText')}</p>
          <PublicViewPanel groupId={group.id} />
        </section>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('invites.close')}</Button>
      </DialogActions>
    </BasicDialog>
  );
}
