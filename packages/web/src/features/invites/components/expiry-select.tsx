import { INVITE_EXPIRY_CHOICES, type InviteExpiry } from '@turnout/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpandMoreIcon } from '../../../components/ui/icons.tsx';
import field from '../../../components/ui/text-field.module.css';
import styles from './expiry-select.module.css';

interface ExpirySelectProps {
  value: InviteExpiry;
  onChange: (value: InviteExpiry) => void;
}

/**
 * How long the link the owner is about to make works (docs/decisions/012-invite-expiry-and-removal.md).
 * A native select: four fixed choices, and the phone's own picker is the easiest to use.
 */
export function ExpirySelect({ value, onChange }: ExpirySelectProps) {
  const { t } = useTranslation();
  const id = `expiry${useId()}`;
  return (
    <div className={`${field.root} ${styles.root}`}>
      <label className={field.label} htmlFor={id}>
        {t('invites.expiresAfter')}
      </label>
      <div className={`${field.box} ${styles.box}`}>
        <select
          id={id}
          className={`${field.input} ${styles.select}`}
          value={value}
          onChange={(event) => onChange(event.target.value as InviteExpiry)}
        >
          {INVITE_EXPIRY_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`invites.expiry.${choice}`)}
            </option>
          ))}
        </select>
        <ExpandMoreIcon className={styles.arrow} />
      </div>
    </div>
  );
}
