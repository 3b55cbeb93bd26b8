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

export interface MembersDialogProps {
  group: Group;
  open: boolean;
  onClose: () => void;
  /** Leaves the group screen for /groups with a message, after I left the group. */
  onExit: (message: string) => void;
}

/**
 * The Members dialog (#members, docs/product.md#members-dialog): the owner and the members. The
 * owner sees the owner note and a remove button on every member; a member sees a leave button on
 * their own row only (the owner cannot leave: docs/product.md#leaving-removal-and-deletion). Below,
 * the owner sees whom they removed, and can let them back.
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
  const isOwner = group.currentUserIsOwner;

  return (
    <>
      <DialogContent>
        {isOwner && (
          <Alert severity="info" className={styles.ownerNote}>
            {t('members.ownerNote')}
          </Alert>
        )}
        {data ? (
          <MemberList
            members={data.members}
            myId={me?.id}
            isOwner={isOwner}
            onRemove={setRemoving}
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
        {isOwner && <RemovedMembers groupId={group.id} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('members.close')}</Button>
      </DialogActions>
      <RemoveMemberConfirm group={group} member={removing} onDone={() => setRemoving(null)} />
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
