import { Select as BaseSelect } from '@base-ui/react/select';
import type { ReactNode } from 'react';
import { ExpandMoreIcon } from './icons.tsx';
import field from './text-field.module.css';
import styles from './select.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  /** The select's accessible name, shown on the outline as a text field's label. */
  label: ReactNode;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  className?: string;
}

/**
 * One choice of a few, as MUI's select text field: a button (role "combobox") named by its
 * label that opens a listbox of options. Base UI's Select; it is only used inside screens that
 * load lazily, so it stays out of the first screen's code.
 */
export function Select({ label, value, options, onChange, className }: SelectProps) {
  return (
    <BaseSelect.Root
      items={options}
      value={value}
      onValueChange={(next) => {
        if (next !== null) onChange(next);
      }}
    >
      <div className={[field.root, field.fullWidth, className].filter(Boolean).join(' ')}>
        <BaseSelect.Label className={field.label}>{label}</BaseSelect.Label>
        <div className={field.box}>
          <BaseSelect.Trigger className={`${field.input} ${styles.trigger}`}>
            <BaseSelect.Value className={styles.value} />
            <BaseSelect.Icon className={styles.icon}>
              <ExpandMoreIcon />
            </BaseSelect.Icon>
          </BaseSelect.Trigger>
        </div>
      </div>
      <BaseSelect.Portal>
        <BaseSelect.Positioner
          className={styles.positioner}
          alignItemWithTrigger={false}
          sideOffset={4}
        >
          <BaseSelect.Popup className={styles.popup}>
            <BaseSelect.List>
              {options.map((option) => (
                <BaseSelect.Item key={option.value} value={option.value} className={styles.item}>
                  <BaseSelect.ItemText>{option.label}</BaseSelect.ItemText>
                </BaseSelect.Item>
              ))}
            </BaseSelect.List>
          </BaseSelect.Popup>
        </BaseSelect.Positioner>
      </BaseSelect.Portal>
    </BaseSelect.Root>
  );
}
