import {
  useId,
  type ChangeEvent,
  type CSSProperties,
  type FocusEvent,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import styles from './text-field.module.css';

type FieldElement = HTMLInputElement & HTMLTextAreaElement;

export interface TextFieldProps {
  /** The field's accessible name: a real <label> bound to the input. */
  label: ReactNode;
  name?: string;
  type?: string;
  id?: string;
  value?: string;
  defaultValue?: string;
  placeholder?: string;
  onChange?: (event: ChangeEvent<FieldElement>) => void;
  onBlur?: (event: FocusEvent<FieldElement>) => void;
  onFocus?: (event: FocusEvent<FieldElement>) => void;
  onKeyDown?: (event: KeyboardEvent<FieldElement>) => void;
  /** Marks the value wrong: aria-invalid, the outline and the helper text in the error colour. */
  error?: boolean;
  /** Help under the field, or the error message when `error`; the input's aria-describedby. */
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** A <textarea> that grows from minRows to maxRows lines. */
  multiline?: boolean;
  minRows?: number;
  maxRows?: number;
  autoComplete?: string;
  autoFocus?: boolean;
  /** Spread on the input or textarea (maxLength, inputMode, pattern, data-testid…). */
  inputProps?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
  /** Inside the outline after the text, e.g. the password's show/hide button. */
  endAdornment?: ReactNode;
  /** The field takes the container's width (by default it does). */
  fullWidth?: boolean;
  className?: string;
  ref?: Ref<FieldElement>;
  'aria-describedby'?: string;
  'data-testid'?: string;
}

/** A labelled, outlined text field with its help or error text linked to the input. */
export function TextField({
  label,
  id: givenId,
  helperText,
  error = false,
  required,
  disabled,
  multiline = false,
  minRows = 1,
  maxRows,
  inputProps,
  endAdornment,
  fullWidth = true,
  className,
  ref,
  type = 'text',
  'aria-describedby': describedBy,
  'data-testid': testId,
  ...field
}: TextFieldProps) {
  const autoId = useId();
  const id = givenId ?? `field${autoId}`;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const describedByIds = [describedBy, helperId].filter(Boolean).join(' ') || undefined;
  const rootClass = [
    styles.root,
    fullWidth && styles.fullWidth,
    error && styles.error,
    disabled && styles.disabled,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const common = {
    ...field,
    id,
    ref,
    required,
    disabled,
    className: styles.input,
    'aria-invalid': error || undefined,
    'aria-describedby': describedByIds,
    ...(inputProps as HTMLAttributes<FieldElement>),
  };
  return (
    <div className={rootClass} data-testid={testId}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden className={styles.required}>
            *
          </span>
        ) : null}
      </label>
      <div className={styles.box}>
        {multiline ? (
          <textarea
            {...common}
            rows={minRows}
            style={{ '--min-rows': minRows, '--max-rows': maxRows } as CSSProperties}
          />
        ) : (
          <input {...common} type={type} />
        )}
        {endAdornment ? <span className={styles.adornment}>{endAdornment}</span> : null}
      </div>
      {helperText ? (
        <p id={helperId} className={styles.helper}>
          {helperText}
        </p>
      ) : null}
    </div>
  );
}
