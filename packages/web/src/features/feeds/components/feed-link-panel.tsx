import type { FeedLinkResponse } from '@turnout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ContentCopyIcon, EventOutlinedIcon } from '../../../components/ui/icons.tsx';
import layout from '../../../components/ui/layout.module.css';
import { Spinner } from '../../../components/ui/spinner.tsx';
import text from '../../../components/ui/text.module.css';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useCreateFeedLink } from '../api/create-feed-link.ts';
import { useFeedStatus, type FeedScope } from '../api/feed-status.ts';
import styles from './feeds.module.css';
import { SubscribeInstructions } from './subscribe-instructions.tsx';
import { useCopyFeedLink } from '../hooks/use-copy-feed-link.ts';

/**
 * A feed's secret link: made on request and shown that once (only its hash is stored), with
 * Copy, the webcal:// link and how to subscribe; "Reset link" replaces it after a confirmation.
 */
export function FeedLinkPanel({ scope }: { scope: FeedScope }) {
  const { t } = useTranslation();
  const status = useFeedStatus(scope);
  const create = useCreateFeedLink(scope);
  const showSnackbar = useSnackbar();
  const [link, setLink] = useState<FeedLinkResponse>();
  const [confirming, setConfirming] = useState(false);

  function makeLink(reset: boolean) {
    create.mutate(undefined, {
      onSuccess: (made) => {
        setLink(made);
        setConfirming(false);
        if (reset) showSnackbar(t('feeds.resetDone'), { severity: 'success' });
      },
      onError: (error) => {
        setConfirming(false);
        showSnackbar(apiErrorMessage(t, error) || t('feeds.failed'), { severity: 'error' });
      },
    });
  }

  if (status.isPending) return <Spinner size={24} label={t('feeds.link')} />;
  if (status.isError) return <Alert severity="error">{t('feeds.loadFailed')}</Alert>;
  const active = status.data.active;

  return (
    <div className={styles.panel}>
      {link ? (
        <ShownLink link={link} />
      ) : active ? (
        <p className={text.body1}>{t('feeds.active')}</p>
      ) : (
        <Button variant="contained" loading={create.isPending} onClick={() => makeLink(false)}>
          {t('feeds.create')}
        </Button>
      )}
      {(link || active) && (
        <Button color="error" onClick={() => setConfirming(true)}>
          {t('feeds.reset')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('feeds.resetTitle')}
        text={t('feeds.resetText')}
        confirmLabel={t('feeds.reset')}
        destructive
        loading={create.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => makeLink(true)}
      />
    </div>
  );
}

function ShownLink({ link }: { link: FeedLinkResponse }) {
  const { t } = useTranslation();
  const copy = useCopyFeedLink();
  return (
    <>
      <Alert severity="info" role="note" className={styles.field}>
        {t('feeds.shownOnce')}
      </Alert>
      <TextField
        label={t('feeds.link')}
        value={link.url}
        readOnly
        inputProps={{ spellCheck: false }}
        onFocus={(event) => event.target.select()}
        className={styles.field}
      />
      <div className={`${layout.row} ${layout.wrap} ${layout.gap1}`}>
        <Button
          variant="contained"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copy(link.url)}
        >
          {t('feeds.copy')}
        </Button>
        <Button variant="outlined" startIcon={<EventOutlinedIcon />} href={link.webcalUrl}>
          {t('feeds.openInApp')}
        </Button>
      </div>
      <SubscribeInstructions />
    </>
  );
}
