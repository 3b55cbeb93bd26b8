import type { Group, GroupMember } from '@turnout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useSnackbar } from '../../../components/snackbar/snackbar-context.ts';
import { useErrorToast } from '../../../components/use-error-toast.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useAcceptGroup, useOfferGroup, useWithdrawOffer } from '../api/coaching.ts';
import styles from './members.module.css';

// Hand-over in the Members dialog (docs/product.md#coaches-and-hand-over): the owner's pending
// offer with "Withdraw offer", the offered member's "Take over the group", and the owner's
// confirmation before offering.

/** The pending offer, as the owner and the offered member see it. */
export function HandOverNotice({ group, myId }: { group: Group; myId: string | undefined }) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const errorToast = useErrorToast();
  const withdraw = useWithdrawOffer(group.id);
  const accept = useAcceptGroup(group.id);
  const offer = group.handOver;
  if (!offer) return null;
  const onError = (error: unknown) => errorToast.show(apiErrorMessage(t, error));

  if (group.currentUserIsOwner) {
    return (
      <Alert severity="info" className={styles.ownerNote}>
        <span>{t('coaching.offered', { name: offer.userDisplayName })}</span>{' '}
        <Button
          size="small"
          disabled={withdraw.isPending}
          onClick={() =>
            withdraw.mutate(undefined, {
              onSuccess: () => showSnackbar(t('coaching.offerWithdrawn'), { severity: 'success' }),
              onError,
            })
          }
        >
          {t('coaching.withdrawOffer')}
        </Button>
        {errorToast.toast}
      </Alert>
    );
  }
  if (offer.userId !== myId) return null;
  return (
    <Alert severity="info" className={styles.ownerNote}>
      <span>{t('coaching.offerForYou', { name: group.ownerDisplayName })}</span>{' '}
      <Button
        size="small"
        variant="contained"
        disabled={accept.isPending}
        onClick={() =>
          accept.mutate(undefined, {
            onSuccess: () =>
              showSnackbar(t('coaching.accepted', { group: group.name }), { severity: 'success' }),
            onError,
          })
        }
      >
        {t('coaching.acceptGroup')}
      </Button>
      {errorToast.toast}
    </Alert>
  );
}

/** Asks the owner before offering the group to a member. */
export function OfferGroupConfirm(props: {
  group: Group;
  member: GroupMember | null;
  onDone: () => void;
}) {
  const { group, member, onDone } = props;
  const { t } = useTranslation();
  const offer = useOfferGroup(group.id);
  const showSnackbar = useSnackbar();
  const errorToast = useErrorToast();
  const [shown, setShown] = useState(member);
  if (member && member !== shown) setShown(member);
  const name = shown?.userDisplayName ?? '';

  return (
    <>
      <ConfirmDialog
        open={member !== null}
        title={t('coaching.offerTitle', { name, group: group.name })}
        text={t('coaching.offerText', { name })}
        confirmLabel={t('coaching.offerConfirm')}
        loading={offer.isPending}
        onCancel={onDone}
        onConfirm={() => {
          if (!member) return;
          offer.mutate(member.userId, {
            onSuccess: () => {
              showSnackbar(t('coaching.offerSent', { name }), { severity: 'success' });
              onDone();
            },
            onError: (error) => errorToast.show(apiErrorMessage(t, error)),
          });
        }}
      />
      {errorToast.toast}
    </>
  );
}
