import type { GroupSummary } from '@turnout/domain';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { SettingsSection } from '../../../components/settings-section.tsx';
import text from '../../../components/ui/text.module.css';
import { useMyGroups } from '../api/get-my-groups.ts';

interface PerGroupSettingsSectionProps {
  title: string;
  text: string;
  /** One group's controls; the section gives each its key. */
  renderGroup: (group: GroupSummary) => ReactNode;
}

/**
 * A /settings section with one entry per group I own or belong to (the notification and the
 * reminder settings): a retry when the list fails, "no groups" when there are none.
 */
export function PerGroupSettingsSection({
  title,
  text: intro,
  renderGroup,
}: PerGroupSettingsSectionProps) {
  const { t } = useTranslation();
  const groups = useMyGroups();
  const all = groups.data ? [...groups.data.owned, ...groups.data.member] : [];
  return (
    <SettingsSection title={title} text={intro}>
      {groups.isError && (
        <LoadError message={t('app.failedText')} onRetry={() => void groups.refetch()} />
      )}
      {groups.isSuccess && all.length === 0 && (
        <p className={text.body1}>{t('settings.noGroups')}</p>
      )}
      {all.map((group) => (
        <Fragment key={group.id}>{renderGroup(group)}</Fragment>
      ))}
    </SettingsSection>
  );
}
