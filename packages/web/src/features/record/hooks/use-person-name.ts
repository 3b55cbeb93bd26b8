import type { RecordPerson } from '@turnout/domain';
import { useTranslation } from 'react-i18next';

/** A person's name in the record: theirs, or "Deleted member N" once the account is gone. */
export function usePersonName(): (
  person: Pick<RecordPerson, 'displayName' | 'deletedNumber'>,
) => string {
  const { t } = useTranslation();
  return (person) =>
    person.displayName ?? t('record.deletedMember', { n: person.deletedNumber ?? 0 });
}
