import { DEADLINE_HOURS_MAX, LIMITS, TRAINING_LIMIT_MAX, type Day } from '@turnout/domain';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDayFormat } from '../../../lib/datetime.ts';
import type { DayRuleDraft, DayRuleProblem, ScheduleDraft } from '../model/schedule-form.ts';
import styles from './training-days-section.module.css';

// The training days section's single dates with their own rules
// (docs/decisions/048-waitlist-settled-in-one-statement.md), part of the Edit Group dialog.

const NO_RULE: DayRuleDraft = { day: '', end: '', limit: '', deadlineHours: '' };

interface DayRulesProps {
  rules: NonNullable<ScheduleDraft['dayRules']>;
  /** Sets the date's own rules, or answers why not. */
  onSet: (input: DayRuleDraft) => DayRuleProblem | undefined;
  onClear: (day: Day) => void;
}

/** Single dates with their own end, limit and deadline, each replacing its weekday's. */
export function DayRules({ rules, onSet, onClear }: DayRulesProps) {
  const { t } = useTranslation();
  const formatDay = useDayFormat();
  const [input, setInput] = useState<DayRuleDraft>(NO_RULE);
  const [problem, setProblem] = useState<DayRuleProblem>();
  const change = (patch: Partial<DayRuleDraft>) => {
    setInput((current) => ({ ...current, ...patch }));
    setProblem(undefined);
  };

  function add() {
    const refused = onSet(input);
    setProblem(refused);
    if (!refused) setInput(NO_RULE);
  }

  function onKeyDown(event: KeyboardEvent) {
    // Enter sets the date's rules here; it must not save the whole dialog.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  const summary = (rule: DayRulesProps['rules'][number]) => {
    const parts = [
      rule.end ? t('training.ruleEnds', { time: rule.end }) : undefined,
      rule.limit != null ? t('training.ruleLimit', { count: rule.limit }) : undefined,
      rule.deadlineHours != null
        ? t('training.ruleDeadline', { count: rule.deadlineHours })
        : undefined,
    ].filter((part) => part !== undefined);
    return parts.length > 0 ? parts.join(' · ') : t('training.ruleNone');
  };

  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('training.dayRules')}</legend>
      <p className={styles.help}>{t('training.dayRulesHelp')}</p>
      {rules.length === 0 ? (
        <p className={styles.none}>{t('training.noDayRules')}</p>
      ) : (
        <ul className={styles.dates} aria-label={t('training.dayRules')}>
          {rules.map((rule) => {
            const date = formatDay(rule.day, 'fullDate');
            return (
              <li key={rule.day} className={styles.date}>
                <span className={styles.dayRule}>
                  <span>{date}</span>
                  <span className={styles.ruleSummary}>{summary(rule)}</span>
                </span>
                <IconButton
                  size="small"
                  aria-label={t('training.removeDayRule', { date })}
                  onClick={() => onClear(rule.day)}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.dayRuleAdd} onKeyDown={onKeyDown}>
        <TextField
          type="date"
          label={t('training.dayRuleDate')}
          value={input.day}
          onChange={(event) => change({ day: event.target.value })}
          error={problem !== undefined}
          helperText={
            problem === undefined
              ? undefined
              : problem === 'dateMissing'
                ? t('season.dateMissing')
                : t(`training.${problem}`, { max: LIMITS.cancelledDates })
          }
          inputProps={{ 'aria-label': t('training.dayRuleDateLabel') }}
        />
        <div className={styles.rules}>
          <TextField
            type="time"
            label={t('training.end')}
            value={input.end}
            onChange={(event) => change({ end: event.target.value })}
            inputProps={{ 'aria-label': t('training.dayRuleEndLabel') }}
          />
          <TextField
            type="number"
            label={t('training.limit')}
            value={input.limit}
            onChange={(event) => change({ limit: event.target.value })}
            inputProps={{
              'aria-label': t('training.dayRuleLimitLabel'),
              min: 1,
              max: TRAINING_LIMIT_MAX,
              inputMode: 'numeric',
            }}
          />
          <TextField
            type="number"
            label={t('training.deadlineHours')}
            value={input.deadlineHours}
            onChange={(event) => change({ deadlineHours: event.target.value })}
            inputProps={{
              'aria-label': t('training.dayRuleDeadlineLabel'),
              min: 0,
              max: DEADLINE_HOURS_MAX,
              inputMode: 'numeric',
            }}
          />
        </div>
        <Button variant="outlined" onClick={add}>
          {t('training.addDayRule')}
        </Button>
      </div>
    </fieldset>
  );
}
