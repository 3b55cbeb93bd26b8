import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { Button } from '../../../components/ui/button.tsx';
import layout from '../../../components/ui/layout.module.css';
import text from '../../../components/ui/text.module.css';
import { useDateFormat } from '../../../lib/datetime.ts';
import { useAccountSessions, useEndSessions } from '../api/sessions.ts';
import styles from './profile.module.css';

export function SessionsSection() {
  const { t } = useTranslation();
  const format = useDateFormat();
  const sessions = useAccountSessions();
  const end = useEndSessions();
  const list = sessions.data?.sessions ?? [];

  return (
    <SettingsSection title={t('profile.sessionsTitle')}>
      {sessions.isError && (
        <LoadError message={t('app.failedText')} onRetry={() => void sessions.refetch()} />
      )}
      <ul aria-label={t('profile.sessionsTitle')} className={styles.sessions}>
        {list.map((session) => {
          const kind = session.kind === 'app' ? t('profile.app') : t('profile.browser');
          const device = session.device ? `${kind} · ${session.device}` : kind;
          const when = `${format(new Date(session.lastSeenAt), 'shortDate')} ${format(new Date(session.lastSeenAt), 'time')}`;
          return (
            <li key={session.id} className={styles.session}>
              <div className={layout.grow}>
                <p className={text.body1}>
                  {session.current ? `${device} (${t('profile.thisDevice')})` : device}
                </p>
                <p className={`${text.body2} ${text.secondary}`}>
                  {t('profile.lastSeen', { when })}
                </p>
              </div>
              {!session.current && (
                <Button
                  aria-label={t('profile.signOutDevice', { device })}
                  onClick={() => end.mutate(session.id)}
                >
                  {t('profile.signOut')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <Button
        variant="outlined"
        className={styles.start}
        disabled={list.length < 2}
        loading={end.isPending && end.variables === 'others'}
        onClick={() => end.mutate('others')}
      >
        {t('profile.signOutOthers')}
      </Button>
    </SettingsSection>
  );
}
