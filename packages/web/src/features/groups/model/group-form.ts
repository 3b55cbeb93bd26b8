import {
  createGroupInputSchema,
  type CreateGroupInput,
  type Group,
  type UpdateGroupInput,
} from '@turnout/domain';
import type { TFunction } from 'i18next';
import { validationText } from '../../../lib/validation-message.ts';

// The Create and Edit Group forms share their fields and rules (docs/product.md#validation: the
// name is required, "group name is required"; location and description are optional). The rules
// are the domain's, the same the server applies.

export type GroupField = 'name' | 'location' | 'description';
export type GroupFormValues = Record<GroupField, string>;
export type GroupFormErrors = Partial<Record<GroupField, string>>;

export const emptyGroupForm: GroupFormValues = { name: '', location: '', description: '' };

export function groupFormValues(group: Group): GroupFormValues {
  return {
    name: group.name,
    location: group.location ?? '',
    description: group.description ?? '',
  };
}

/** Each field's first problem, as the text to show under it; empty when the form is valid. */
export function validateGroupForm(t: TFunction, values: GroupFormValues): GroupFormErrors {
  const result = createGroupInputSchema.safeParse(values);
  const errors: GroupFormErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as GroupField;
    errors[field] ??= validationText(t, issue.message);
  }
  return errors;
}

/** Location and description are sent only when filled in (docs/product.md#validation). */
export function createGroupInput(values: GroupFormValues): CreateGroupInput {
  const location = values.location.trim();
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    ...(location && { location }),
    ...(description && { description }),
  };
}

/** Every field is sent; a cleared location or description is null, which removes it. */
export function updateGroupInput(values: GroupFormValues): UpdateGroupInput {
  return {
    name: values.name.trim(),
    location: values.location.trim() || null,
    description: values.description.trim() || null,
  };
}
