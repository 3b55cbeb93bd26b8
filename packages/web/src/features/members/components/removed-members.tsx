import type { RemovedMember } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { MemberAvatar } from '../../../components/member-avatar.tsx';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorToast } from '../../../components/use-error-toast.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useLetBack, useRemovedMembers } from '../api/removed-members.ts';
import styles from './members.module.css';

/**
 * The owner's list of the accounts they removed, under the members: the group's link keeps them
 * out until the owner lets one back (docs/decisions/031-removal-keeps-the-link.md). Nothing shows
 * while nobody was removed.
 */
export function RemovedMembers({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const { data, error, isFetching, refetch } = useRemovedMembers(groupId, true);
  const letBack = useLetBack(groupId);
  const showSnackbar = useSnackbar();
  const errorToast = useErrorToast();

  if (error && !data) {
    return (
      <LoadError
        message={t('members.removedLoadFailed')}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (!data?.removed.length) return null;

  function allow(member: RemovedMember) {
    letBack.mutate(member.userId, {
      onSuccess: () =>
        showSnackbar(t('members.letBackDone', { name: member.userDisplayName }), {
          severity: 'success',
        }),
      onError: (e) => errorToast.show(apiErrorMessage(t, e)),
    });
  }

  const headingId = `removed-${groupId}`;
  return (
    <section aria-labelledby={headingId} className={styles.removed}>
      <h3 id={headingId} className={styles.removedTitle}>
        {t('members.removedTitle')}
      </h3>
      <p className={styles.removedHelp}>{t('members.removedHelp')}</p>
      <ul aria-labelledby={headingId} className={styles.list}>
        {data.removed.map((member) => (
          <li key={member.userId} className={styles.row}>
            <MemberAvatar userId={member.userId} name={member.userDisplayName} />
            <div className={styles.text}>
              <span className={styles.name}>{member.userDisplayName}</span>
            </div>
            <div className={styles.action}>
              <Button
                size="small"
                aria-label={t('members.letBackLabel', { name: member.userDisplayName })}
                loading={letBack.isPending && letBack.variables === member.userId}
                onClick={() => allow(member)}
              >
                {t('members.letBack')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {errorToast.toast}
    </section>
  );
}
