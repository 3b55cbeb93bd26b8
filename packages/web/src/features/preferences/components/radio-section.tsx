import { useId, type ReactNode } from 'react';
import styles from './language-and-theme-section.module.css';

interface RadioSectionProps<T extends string> {
  title: string;
  text?: string;
  /** The radios' form name. */
  name: string;
  choices: readonly T[];
  value: T;
  onChange: (choice: T) => void;
  /** A choice's label. */
  label: (choice: T) => ReactNode;
  /** What follows the radios, e.g. a refusal. */
  children?: ReactNode;
}

/** A titled settings section of native radios: a fieldset named by the section's heading. */
export function RadioSection<T extends string>({
  title,
  text,
  name,
  choices,
  value,
  onChange,
  label,
  children,
}: RadioSectionProps<T>) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {text && <p className={styles.text}>{text}</p>}
      <fieldset className={styles.group} aria-labelledby={id}>
        {choices.map((choice) => (
          <label key={choice} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
            />
            {label(choice)}
          </label>
        ))}
      </fieldset>
      {children}
    </section>
  );
}
