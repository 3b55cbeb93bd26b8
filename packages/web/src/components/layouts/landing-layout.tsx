import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, cardStyles } from '../ui/card.tsx';
import text from '../ui/text.module.css';
import { LANDING_LOGO, LANDING_TEXT_LOGO } from './landing-images.ts';
import styles from './landing-layout.module.css';

interface LandingLayoutProps {
  /** Optional notice from the configuration, shown in a card. */
  message?: string;
  /** The log-in and sign-up buttons. */
  actions: ReactNode;
  /** The footer buttons and the dialogs they open. */
  footer: ReactNode;
  showLogo?: boolean;
}

/**
 * The visitor's page (docs/product.md#landing-page): logo and claim, message card, actions,
 * footer.
 */
export function LandingLayout({ message, actions, footer, showLogo = true }: LandingLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.frame}>
      <main className={styles.main}>
        {showLogo && (
          <header className={styles.header}>
            <img className={styles.logo} src={LANDING_LOGO} alt={t('common.logoAlt')} />
            <h1 className={styles.name}>
              <img
                className={styles.textLogo}
                src={LANDING_TEXT_LOGO}
                alt={t('common.textLogoAlt')}
              />
            </h1>
            <p className={`${text.body1} ${text.secondary} ${styles.claim}`}>
              {t('landing.claim')}
            </p>
          </header>
        )}
        {message && (
          <Card variant="outlined" className={styles.message}>
            <div className={cardStyles.content}>
              <p className={`${text.body1} ${styles.messageText}`}>{message}</p>
            </div>
          </Card>
        )}
        <div className={styles.actions}>{actions}</div>
      </main>
      <footer className={styles.footer}>{footer}</footer>
    </div>
  );
}
