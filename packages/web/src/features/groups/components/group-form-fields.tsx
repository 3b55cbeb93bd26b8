import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TEXTAREA_DEFAULT_ROWS } from '../../../lib/ui-constants.ts';
import type { GroupField } from '../model/group-form.ts';
import type { GroupFieldProps } from '../hooks/use-group-form.ts';

interface GroupFormFieldsProps {
  fieldProps: (field: GroupField) => GroupFieldProps;
}

/**
 * Name, location and description, as in the Create Group dialog
 * (docs/product.md#create-group-dialog).
 */
export function GroupFormFields({ fieldProps }: GroupFormFieldsProps) {
  const { t } = useTranslation();
  const field = (name: GroupField) => {
    const { errorText, ...props } = fieldProps(name);
    return { ...props, helperText: errorText ?? (name === 'name' ? ' ' : t('groupForm.optional')) };
  };
  return (
    <>
      <TextField label={t('groupForm.name')} required autoFocus {...field('name')} />
      <TextField label={t('groupForm.location')} {...field('location')} />
      <TextField
        label={t('groupForm.description')}
        multiline
        minRows={TEXTAREA_DEFAULT_ROWS}
        maxRows={TEXTAREA_DEFAULT_ROWS}
        {...field('description')}
      />
    </>
  );
}
