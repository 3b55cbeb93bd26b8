import type { Group, GroupMember } from '@turnout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BasicDialog } from '../../../components/basic-dialog.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogActions, DialogContent } from '../../../components/ui/dialog.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { useMembers } from '../api/get-members.ts';
import { LeaveGroupConfirm } from './leave-group-confirm.tsx';
import { MemberList } from './member-list.tsx';
import styles from './members.module.css';
import { RemoveMemberConfirm } from './remove-member-confirm.tsx';
import { RemovedMembers } from './removed-members.tsx';
import { HandOverNotice, OfferGroupConfirm } from './hand-over.tsx';
import { roleMay } from '@turnout/domain';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { useErrorToast } from '../../../components/use-error-toast.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useSetRole } from '../api/coaching.ts';

export interface MembersDialogProps {
  group: Group;
  open: boolean;
  onClose: () => void;
  /** Leaves the group screen for /groups with a message, after I left the group. */
  onExit: (message: string) => void;
}

/**
 * The Members dialog (#members, docs/product.md#members-dialog): the owner, the coaches and the
 * members with their roles. What each row offers follows the domain's role table: the owner
 * appoints coaches, offers the group and removes anyone; a coach removes plain members; a member
 * or coach leaves from their own row (the owner cannot leave:
 * docs/product.md#leaving-removal-and-deletion). Below, the owner and coaches see whom the group
 * removed, and can let them back; a pending hand-over shows at the top.
 */
export function MembersDialog({ group, open, onClose, onExit }: MembersDialogProps) {
  const { t } = useTranslation();
  return (
    <BasicDialog open={open} onClose={onClose} title={t('members.title')}>
      <MembersDialogBody group={group} onClose={onClose} onExit={onExit} />
    </BasicDialog>
  );
}

// Inside the dialog, so the members are read afresh each time it opens.
function MembersDialogBody({ group, onClose, onExit }: Omit<MembersDialogProps, 'open'>) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const { data, error, isFetching, refetch } = useMembers(group);
  const [removing, setRemoving] = useState<GroupMember | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [offering, setOffering] = useState<GroupMember | null>(null);
  const setRole = useSetRole(group.id);
  const showSnackbar = useSnackbar();
  const errorToast = useErrorToast();
  const isOwner = group.currentUserIsOwner;
  const members = data?.members ?? group.members;
  const myRole = isOwner
    ? 'owner'
    : (members.find((member) => member.userId === me?.id)?.role ?? 'member');

  function changeRole(member: GroupMember, role: 'coach' | 'member') {
    const name = member.userDisplayName;
    setRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () =>
          showSnackbar(
            t(role === 'coach' ? 'coaching.madeCoach' : 'coaching.removedCoach', { name }),
            {
              severity: 'success',
            },
          ),
        onError: (error) => errorToast.show(apiErrorMessage(t, error)),
      },
    );
  }

  return (
    <>
      <DialogContent>
        {isOwner && (
          <Alert severity="info" className={styles.ownerNote}>
            {t('members.ownerNote')}
          </Alert>
        )}
        <HandOverNotice group={group} myId={me?.id} />
        {data ? (
          <MemberList
            members={data.members}
            myId={me?.id}
            myRole={myRole}
            onRemove={setRemoving}
            onSetRole={changeRole}
            onOffer={setOffering}
            onLeave={() => setLeaving(true)}
          />
        ) : (
          error && (
            <LoadError
              message={t('members.loadFailed')}
              onRetry={() => void refetch()}
              retrying={isFetching}
            />
          )
        )}
        {roleMay(myRole, 'see-removed') && <RemovedMembers groupId={group.id} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('members.close')}</Button>
      </DialogActions>
      <RemoveMemberConfirm group={group} member={removing} onDone={() => setRemoving(null)} />
      <OfferGroupConfirm group={group} member={offering} onDone={() => setOffering(null)} />
      {errorToast.toast}
      {me && (
        <LeaveGroupConfirm
          group={group}
          userId={me.id}
          open={leaving}
          onCancel={() => setLeaving(false)}
          onLeft={() => onExit(t('members.left', { groupName: group.name }))}
        />
      )}
    </>
  );
}
