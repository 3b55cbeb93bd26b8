import { useId, type ReactNode } from 'react';
import styles from './settings-section.module.css';
import { Card, cardStyles } from './ui/card.tsx';
import text from './ui/text.module.css';

/** One titled card of /profile or /settings; a region named by its title. */
export function SettingsSection({
  title,
  text: description,
  children,
}: {
  title: string;
  text?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id} className={styles.section}>
      <div className={`${cardStyles.content} ${styles.content}`}>
        <h2 id={id} className={text.h6}>
          {title}
        </h2>
        {description && <p className={`${text.body1} ${text.secondary}`}>{description}</p>}
        {children}
      </div>
    </Card>
  );
}
