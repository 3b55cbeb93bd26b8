import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  validateGroupForm,
  type GroupField,
  type GroupFormErrors,
  type GroupFormValues,
} from '../model/group-form.ts';

/**
 * Values and messages of a group form. A field is checked when it loses focus and, once it shows
 * a message, again while typing, so the message goes as soon as the value is fixed. Submitting
 * checks every field first (docs/product.md#validation: the form must be valid before submit).
 */
export function useGroupForm(initial: GroupFormValues) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<GroupFormErrors>({});

  function check(field: GroupField, next: GroupFormValues) {
    setErrors((current) => ({ ...current, [field]: validateGroupForm(t, next)[field] }));
  }

  function fieldProps(field: GroupField) {
    return {
      value: values[field],
      error: Boolean(errors[field]),
      errorText: errors[field],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const next = { ...values, [field]: event.target.value };
        setValues(next);
        if (errors[field]) check(field, next);
      },
      onBlur: () => check(field, values),
    };
  }

  /** Shows every field's message; true when there is none. */
  function validateAll(): boolean {
    const all = validateGroupForm(t, values);
    setErrors(all);
    return Object.keys(all).length === 0;
  }

  return { values, fieldProps, validateAll };
}

export type GroupFieldProps = ReturnType<ReturnType<typeof useGroupForm>['fieldProps']>;
