import { inviteLink, type Invite } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconButton } from '../../../components/ui/button.tsx';
import { Card, cardStyles } from '../../../components/ui/card.tsx';
import { ContentCopyIcon } from '../../../components/ui/icons.tsx';
import text from '../../../components/ui/text.module.css';
import { useConfig } from '../../../lib/config.ts';
import { paths } from '../../../lib/paths.ts';
import { useCopyLink } from '../hooks/use-copy-link.ts';
import styles from './invites.module.css';

/** One of my groups' invite links: the group, the link, and Copy. */
export function InviteListItem({ invite }: { invite: Invite }) {
  const { t } = useTranslation();
  const { publicUrl } = useConfig();
  const copy = useCopyLink();
  const link = inviteLink(publicUrl, invite.inviteCode);

  return (
    <Card as="li" variant="outlined">
      <div className={`${cardStyles.content} ${styles.itemRow}`}>
        <div className={styles.itemText}>
          <Link className={`${text.h6} ${styles.groupLink}`} to={paths.group.href(invite.groupId)}>
            {invite.groupName}
          </Link>
          <span className={`${text.body2} ${text.secondary} ${styles.code}`}>{link}</span>
        </div>
        <IconButton
          aria-label={t('invites.copyFor', { group: invite.groupName })}
          onClick={() => void copy(link)}
        >
          <ContentCopyIcon />
        </IconButton>
      </div>
    </Card>
  );
}
