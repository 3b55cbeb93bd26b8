import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { usePublicView, useRemovePublicView, useSavePublicView } from '../api/public-view.ts';
import styles from './integrations.module.css';

/** The public view: on or off, its two addresses, and the sites that may embed its page. */
export function PublicViewPanel({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const view = usePublicView(groupId);
  const save = useSavePublicView(groupId);
  const remove = useRemovePublicView(groupId);
  const [sites, setSites] = useState<string>();
  const [error, setError] = useState<string>();

  if (view.isPending) return <Spinner size={24} label={t('connect.publicTitle')} />;
  if (view.isError) return <Alert severity="error">{t('connect.loadFailed')}</Alert>;
  const current = view.data.publicView;
  const shownSites = sites ?? current?.frameAncestors.join('\n') ?? '';
  const fail = (e: unknown) => setError(apiErrorMessage(t, e));
  const siteList = () =>
    shownSites
      .split(/[\s,]+/)
      .map((site) => site.trim())
      .filter(Boolean);

  return (
    <div className={styles.form}>
      <Switch
        label={t('connect.publicOn')}
        checked={current !== null}
        disabled={save.isPending || remove.isPending}
        onChange={(event) => {
          setError(undefined);
          if (event.target.checked) save.mutate(siteList(), { onError: fail });
          else remove.mutate(undefined, { onError: fail });
        }}
      />
      {current && (
        <>
          <TextField
            label={t('connect.jsonUrl')}
            value={current.jsonUrl}
            readOnly
            onFocus={(event) => event.target.select()}
          />
          <TextField
            label={t('connect.embedUrl')}
            value={current.embedUrl}
            readOnly
            onFocus={(event) => event.target.select()}
          />
          <TextField
            label={t('connect.frameAncestors')}
            helperText={t('connect.frameAncestorsHelp')}
            multiline
            minRows={2}
            value={shownSites}
            inputProps={{ spellCheck: false }}
            onChange={(event) => setSites(event.target.value)}
          />
          <Button
            variant="outlined"
            className={styles.start}
            loading={save.isPending}
            onClick={() => {
              setError(undefined);
              save.mutate(siteList(), {
                onSuccess: () => {
                  setSites(undefined);
                  snackbar(t('connect.publicSaved'));
                },
                onError: fail,
              });
            }}
          >
            {t('connect.saveSites')}
          </Button>
        </>
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </div>
  );
}
