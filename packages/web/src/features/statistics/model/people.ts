import type { PersonKind } from '@turnout/domain';
import type { TFunction } from 'i18next';

// How a row of the record is named (docs/product.md#statistics): a deleted account's row by its
// number only, a former member's marked as such.

export interface NamedPerson {
  name: string | null;
  kind: PersonKind;
  deletedNumber: number | null;
  isYou?: boolean;
}

export function personLabel(t: TFunction, person: NamedPerson): string {
  if (person.kind === 'deleted') {
    return t('statistics.deleted', { number: person.deletedNumber ?? 0 });
  }
  const name = person.name ?? '';
  if (person.kind === 'former') return t('statistics.former', { name });
  return person.isYou ? t('statistics.you', { name }) : name;
}
