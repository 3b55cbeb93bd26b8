import {
  WEBHOOK_EVENTS,
  WEBHOOK_PRESETS,
  type CreateWebhookInput,
  type SubscribableWebhookEvent,
  type Webhook,
  type WebhookPreset,
} from '@turnout/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecretField } from '../../../components/secret-field.tsx';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import choiceStyles from '../../../components/ui/choice.module.css';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import text from '../../../components/ui/text.module.css';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useDateFormat } from '../../../lib/datetime.ts';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useTestWebhook,
  useWebhookDeliveries,
  useWebhooks,
} from '../api/webhooks.ts';
import styles from './integrations.module.css';

const EVENT_LABELS = {
  'answer.changed': 'connect.eventAnswer',
  'answer.series-changed': 'connect.eventSeries',
  'training.changed': 'connect.eventTraining',
  'training.cancelled': 'connect.eventCancelled',
  'member.joined': 'connect.eventJoined',
  'member.left': 'connect.eventLeft',
  'announcement.posted': 'connect.eventAnnouncement',
  'webhook.test': 'connect.eventTest',
} as const;

const STATE_LABELS = {
  pending: 'connect.pending',
  delivered: 'connect.delivered',
  failed: 'connect.failed',
} as const;

const PRESET_LABELS = {
  standard: 'connect.presetStandard',
  discord: 'connect.presetDiscord',
  slack: 'connect.presetSlack',
  telegram: 'connect.presetTelegram',
  matrix: 'connect.presetMatrix',
} as const;

/** The group's webhooks: the list with test, log and delete, and the form to add one. */
export function WebhooksPanel({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const webhooks = useWebhooks(groupId);
  if (webhooks.isPending) return <Spinner size={24} label={t('connect.webhooksTitle')} />;
  if (webhooks.isError) return <Alert severity="error">{t('connect.loadFailed')}</Alert>;
  const list = webhooks.data.webhooks;
  return (
    <>
      {list.length === 0 ? (
        <p className={`${text.body2} ${text.secondary}`}>{t('connect.noWebhooks')}</p>
      ) : (
        <ul aria-label={t('connect.webhooksList')} className={styles.list}>
          {list.map((webhook) => (
            <WebhookItem key={webhook.id} groupId={groupId} webhook={webhook} />
          ))}
        </ul>
      )}
      <AddWebhookForm groupId={groupId} />
    </>
  );
}

function WebhookItem({ groupId, webhook }: { groupId: string; webhook: Webhook }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const test = useTestWebhook(groupId);
  const remove = useDeleteWebhook(groupId);
  const [showLog, setShowLog] = useState(false);
  const host = webhook.host;
  const fail = (e: unknown) => snackbar(apiErrorMessage(t, e), { severity: 'error' });
  return (
    <li className={styles.item}>
      <p className={text.body1}>
        {t(PRESET_LABELS[webhook.preset])} · {host}
      </p>
      <p className={`${text.body2} ${text.secondary}`}>
        {webhook.events.map((event) => t(EVENT_LABELS[event])).join(', ')}
      </p>
      <div className={styles.actions}>
        <Button
          aria-label={t('connect.sendTestTo', { host })}
          loading={test.isPending}
          onClick={() =>
            test.mutate(webhook.id, {
              onSuccess: () => {
                snackbar(t('connect.testQueued'));
                setShowLog(true);
              },
              onError: fail,
            })
          }
        >
          {t('connect.sendTest')}
        </Button>
        <Button
          aria-label={t('connect.showLogOf', { host })}
          aria-expanded={showLog}
          onClick={() => setShowLog((shown) => !shown)}
        >
          {t('connect.showLog')}
        </Button>
        <Button
          color="error"
          aria-label={t('connect.deleteWebhookOf', { host })}
          loading={remove.isPending}
          onClick={() => remove.mutate(webhook.id, { onError: fail })}
        >
          {t('connect.deleteWebhook')}
        </Button>
      </div>
      {showLog && <DeliveryLog groupId={groupId} webhook={webhook} />}
    </li>
  );
}

function DeliveryLog({ groupId, webhook }: { groupId: string; webhook: Webhook }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const deliveries = useWebhookDeliveries(groupId, webhook.id, true);
  if (deliveries.isPending) return <Spinner size={20} label={t('connect.showLog')} />;
  if (deliveries.isError) return <Alert severity="error">{t('connect.loadFailed')}</Alert>;
  const list = deliveries.data.deliveries;
  if (list.length === 0) {
    return <p className={`${text.body2} ${text.secondary}`}>{t('connect.noDeliveries')}</p>;
  }
  return (
    <ul aria-label={t('connect.showLogOf', { host: webhook.host })} className={styles.log}>
      {list.map((delivery) => {
        const when = new Date(delivery.createdAt);
        const line = t('connect.deliveryLine', {
          event: t(
            EVENT_LABELS[delivery.event as keyof typeof EVENT_LABELS] ?? 'connect.eventTest',
          ),
          state: t(STATE_LABELS[delivery.state]),
          when: `${format(when, 'shortDate')} ${format(when, 'time')}`,
          attempts: delivery.attempts,
        });
        return (
          <li key={delivery.id} className={text.body2}>
            {line}
            {delivery.lastError && delivery.state !== 'delivered' ? ` · ${delivery.lastError}` : ''}
          </li>
        );
      })}
    </ul>
  );
}

function AddWebhookForm({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const create = useCreateWebhook(groupId);
  const legendId = useId();
  const [preset, setPreset] = useState<WebhookPreset>('standard');
  const [url, setUrl] = useState('');
  const [token, setToken] = useState('');
  const [target, setTarget] = useState('');
  const [events, setEvents] = useState<SubscribableWebhookEvent[]>([...WEBHOOK_EVENTS]);
  const [error, setError] = useState<string>();
  const [secret, setSecret] = useState<string>();

  const urlLabel =
    preset === 'telegram'
      ? t('connect.telegramUrl')
      : preset === 'matrix'
        ? t('connect.matrixUrl')
        : t('connect.url');

  function submit() {
    setError(undefined);
    const input: CreateWebhookInput = { preset, url: url.trim(), events };
    if (preset === 'telegram') Object.assign(input, { token, chatId: target });
    if (preset === 'matrix') Object.assign(input, { token, roomId: target });
    create.mutate(input, {
      onSuccess: (made) => {
        snackbar(t('connect.webhookAdded'));
        setSecret(preset === 'standard' ? made.secret : undefined);
        setUrl('');
        setToken('');
        setTarget('');
      },
      onError: (e) => setError(apiErrorMessage(t, e)),
    });
  }

  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Select
        label={t('connect.preset')}
        value={preset}
        options={WEBHOOK_PRESETS.map((value) => ({ value, label: t(PRESET_LABELS[value]) }))}
        onChange={(value) => setPreset(value as WebhookPreset)}
      />
      <TextField
        label={urlLabel}
        type="url"
        value={url}
        required={preset !== 'telegram'}
        inputProps={{ spellCheck: false }}
        onChange={(event) => setUrl(event.target.value)}
      />
      {(preset === 'telegram' || preset === 'matrix') && (
        <>
          <TextField
            label={preset === 'telegram' ? t('connect.botToken') : t('connect.accessToken')}
            type="password"
            value={token}
            required
            autoComplete="off"
            onChange={(event) => setToken(event.target.value)}
          />
          <TextField
            label={preset === 'telegram' ? t('connect.chatId') : t('connect.roomId')}
            value={target}
            required
            inputProps={{ spellCheck: false }}
            onChange={(event) => setTarget(event.target.value)}
          />
        </>
      )}
      <fieldset className={styles.fieldset} aria-labelledby={legendId}>
        <legend id={legendId} className={`${text.body2} ${styles.legend}`}>
          {t('connect.events')}
        </legend>
        <div className={styles.choices}>
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className={choiceStyles.choice}>
              <input
                type="checkbox"
                checked={events.includes(event)}
                onChange={(change) =>
                  setEvents((current) =>
                    change.target.checked
                      ? WEBHOOK_EVENTS.filter((e) => e === event || current.includes(e))
                      : current.filter((e) => e !== event),
                  )
                }
              />
              {t(EVENT_LABELS[event])}
            </label>
          ))}
        </div>
      </fieldset>
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="submit" variant="contained" loading={create.isPending} className={styles.start}>
        {t('connect.addWebhook')}
      </Button>
      {secret && <SecretField note={t('connect.secretShown')} label="whsec" value={secret} />}
    </form>
  );
}
