import type { Invite } from '@turnout/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, cardStyles } from '../../../components/ui/card.tsx';
import { LocationOnOutlinedIcon, PersonOutlinedIcon } from '../../../components/ui/icons.tsx';
import text from '../../../components/ui/text.module.css';
import styles from './invites.module.css';

interface InvitePreviewCardProps {
  invite: Invite;
  /** The Join button, or Log In and Sign Up for a visitor. */
  children: ReactNode;
}

/** The group behind an invite: name, owner, location and description (docs/product.md#join-screen). */
export function InvitePreviewCard({ invite, children }: InvitePreviewCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  // A region named by the group: what the screen is about, for screen readers and tests alike.
  return (
    <Card as="section" variant="outlined" className={styles.column} aria-labelledby={nameId}>
      <div className={cardStyles.content}>
        <p className={`${text.overline} ${text.secondary}`}>{t('join.invited')}</p>
        <h2 id={nameId} className={`${text.h5} ${styles.name}`}>
          {invite.groupName}
        </h2>
        <div className={styles.facts}>
          <p className={`${text.body2} ${styles.fact}`}>
            <PersonOutlinedIcon fontSize="small" />
            {t('join.owner', { name: invite.groupOwnerDisplayName })}
          </p>
          {invite.groupLocation && (
            <p className={`${text.body2} ${styles.fact}`}>
              <LocationOnOutlinedIcon fontSize="small" titleAccess={t('groups.location')} />
              {invite.groupLocation}
            </p>
          )}
        </div>
        {invite.groupDescription && (
          <p className={`${text.body1} ${styles.description}`}>{invite.groupDescription}</p>
        )}
        <div className={styles.joinActions}>{children}</div>
      </div>
    </Card>
  );
}
