import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { useDateFormat } from '../../../lib/datetime.ts';
import { useAccountSessions, useEndSessions } from '../api/sessions.ts';

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
      <List aria-label={t('profile.sessionsTitle')} disablePadding>
        {list.map((session) => {
          const kind = session.kind === 'app' ? t('profile.app') : t('profile.browser');
          const device = session.device ? `${kind} · ${session.device}` : kind;
          const when = `${format(new Date(session.lastSeenAt), 'shortDate')} ${format(new Date(session.lastSeenAt), 'time')}`;
          return (
            <ListItem
              key={session.id}
              divider
              secondaryAction={
                !session.current && (
                  <Button
                    aria-label={t('profile.signOutDevice', { device })}
                    onClick={() => end.mutate(session.id)}
                  >
                    {t('profile.signOut')}
                  </Button>
                )
              }
            >
              <ListItemText
                primary={session.current ? `${device} (${t('profile.thisDevice')})` : device}
                secondary={t('profile.lastSeen', { when })}
              />
            </ListItem>
          );
        })}
      </List>
      <Button
        variant="outlined"
        sx={{ justifySelf: 'start' }}
        disabled={list.length < 2}
        loading={end.isPending && end.variables === 'others'}
        onClick={() => end.mutate('others')}
      >
        {t('profile.signOutOthers')}
      </Button>
    </SettingsSection>
  );
}
