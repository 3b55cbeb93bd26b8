import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import text from '../../../components/ui/text.module.css';
import { useLegalLinks } from '../../../lib/legal-links.ts';
import styles from './auth.module.css';

/** Signing up means agreeing to the processing of data per the privacy notice (docs/product.md#sign-up-dialog). */
export function ConsentNote() {
  const { privacy } = useLegalLinks();
  return (
    <p className={`${text.body2} ${text.secondary} ${styles.consent}`}>
      <Trans
        i18nKey="auth.consent"
        components={{
          // A new tab, so reading the notice does not throw away what was typed in the form.
          a: privacy.external ? (
            <a href={privacy.href} target="_blank" rel="noopener noreferrer" />
          ) : (
            <Link to={privacy.href} target="_blank" rel="noopener" />
          ),
        }}
      />
    </p>
  );
}
