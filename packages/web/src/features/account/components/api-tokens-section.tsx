import { API_TOKEN_NAME_MAX, type ApiTokenScope } from '@turnout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { SecretField } from '../../../components/secret-field.tsx';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { Button } from '../../../components/ui/button.tsx';
import layout from '../../../components/ui/layout.module.css';
import { Select } from '../../../components/ui/select.tsx';
import text from '../../../components/ui/text.module.css';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useDateFormat } from '../../../lib/datetime.ts';
import {
  useApiTokens,
  useCreateApiToken,
  useRevokeApiToken,
  useTokenGroups,
} from '../api/api-tokens.ts';
import { ProfileForm } from './profile-form.tsx';
import styles from './profile.module.css';

const ALL = 'all';

/** `/profile`'s "API tokens" (docs/decisions/041-api-tokens.md): make, list and revoke. */
export function ApiTokensSection() {
  const { t } = useTranslation();
  const format = useDateFormat();
  const tokens = useApiTokens();
  const groups = useTokenGroups();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const snackbar = useSnackbar();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [groupId, setGroupId] = useState(ALL);
  const [error, setError] = useState<string>();
  const [secret, setSecret] = useState<string>();

  const groupOptions = [
    { value: ALL, label: t('connect.allGroups') },
    ...[...(groups.data?.owned ?? []), ...(groups.data?.member ?? [])].map((group) => ({
      value: group.id,
      label: group.name,
    })),
  ];

  function submit() {
    setError(undefined);
    create.mutate(
      { name: name.trim(), scope, groupId: groupId === ALL ? null : groupId },
      {
        onSuccess: (made) => {
          setSecret(made.secret);
          setName('');
        },
        onError: (e) => setError(apiErrorMessage(t, e)),
      },
    );
  }

  const list = tokens.data?.tokens ?? [];
  const when = (iso: string) => format(new Date(iso), 'shortDate');
  return (
    <SettingsSection title={t('connect.tokensTitle')} text={t('connect.tokensText')}>
      <ProfileForm
        onSubmit={submit}
        error={error}
        pending={create.isPending}
        submitLabel={t('connect.createToken')}
      >
        <TextField
          label={t('connect.tokenName')}
          value={name}
          required
          inputProps={{ maxLength: API_TOKEN_NAME_MAX }}
          onChange={(event) => setName(event.target.value)}
        />
        <Select
          label={t('connect.tokenScope')}
          value={scope}
          options={[
            { value: 'read', label: t('connect.scopeRead') },
            { value: 'write', label: t('connect.scopeWrite') },
          ]}
          onChange={(value) => setScope(value as ApiTokenScope)}
        />
        <Select
          label={t('connect.tokenGroup')}
          value={groupId}
          options={groupOptions}
          onChange={setGroupId}
        />
      </ProfileForm>
      {secret && (
        <SecretField
          note={t('connect.tokenCreated')}
          label={t('connect.newToken')}
          value={secret}
        />
      )}
      {tokens.isError && (
        <LoadError message={t('app.failedText')} onRetry={() => void tokens.refetch()} />
      )}
      {tokens.data && list.length === 0 && (
        <p className={`${text.body2} ${text.secondary}`}>{t('connect.noTokens')}</p>
      )}
      {list.length > 0 && (
        <ul aria-label={t('connect.tokensList')} className={styles.sessions}>
          {list.map((token) => (
            <li key={token.id} className={styles.session}>
              <div className={`${layout.grow} ${styles.tokenText}`}>
                <p className={text.body1}>{token.name}</p>
                <p className={`${text.body2} ${text.secondary}`}>
                  {t('connect.tokenMeta', {
                    scope:
                      token.scope === 'read' ? t('connect.scopeRead') : t('connect.scopeWrite'),
                    group: token.groupName ?? t('connect.allGroups'),
                    created: when(token.createdAt),
                  })}
                </p>
                <p className={`${text.body2} ${text.secondary}`}>
                  {token.lastUsedAt
                    ? t('connect.lastUsed', { when: when(token.lastUsedAt) })
                    : t('connect.neverUsed')}
                </p>
              </div>
              <Button
                color="error"
                aria-label={t('connect.revokeToken', { name: token.name })}
                loading={revoke.isPending && revoke.variables === token.id}
                onClick={() =>
                  revoke.mutate(token.id, {
                    onSuccess: () => snackbar(t('connect.revoked')),
                    onError: (e) => snackbar(apiErrorMessage(t, e), { severity: 'error' }),
                  })
                }
              >
                {t('connect.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
