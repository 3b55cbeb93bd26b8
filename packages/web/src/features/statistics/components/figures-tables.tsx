import type { StatisticsResponse, StatisticsWeek } from '@turnout/domain';
import { useTranslation } from 'react-i18next';
import text from '../../../components/ui/text.module.css';
import { useDayFormat } from '../../../lib/datetime.ts';
import { personLabel } from '../model/people.ts';
import type { ChartLine } from './weekly-chart.tsx';
import styles from './statistics.module.css';

/** The chart's figures as a table: a row per week, a column per line. */
export function WeeksTable({
  caption,
  weeks,
  lines,
}: {
  caption: string;
  weeks: readonly StatisticsWeek[];
  lines: readonly ChartLine[];
}) {
  const { t } = useTranslation();
  const formatDay = useDayFormat();
  return (
    <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption className={`${text.subtitle2} ${styles.caption}`}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('statistics.week')}</th>
            {lines.map((line) => (
              <th key={line.key} scope="col">
                {line.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, n) => (
            <tr key={week.week}>
              <th scope="row">{formatDay(week.week, 'weekdayDayMonth')}</th>
              {lines.map((line) => (
                <td key={line.key}>{line.values[n] ?? '–'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const FIGURES = [
  ['trainingDays', 'statistics.trainingDays'],
  ['answeredInTime', 'statistics.answeredInTime'],
  ['saidPresent', 'statistics.saidPresent'],
  ['came', 'statistics.cameOf'],
  ['noShows', 'statistics.noShows'],
  ['cameWithoutAnswer', 'statistics.cameWithoutAnswer'],
  ['droppedLate', 'statistics.droppedLate'],
] as const;

/** Each person's figures over the period (docs/product.md#statistics). */
export function PeopleTable({ people }: { people: StatisticsResponse['people'] }) {
  const { t } = useTranslation();
  const caption = t('statistics.peopleTable');
  return (
    <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table} data-testid="people-table">
        <caption className={`${text.subtitle2} ${styles.caption}`}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('statistics.name')}</th>
            {FIGURES.map(([key, label]) => (
              <th key={key} scope="col">
                {t(label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.personId}>
              <th scope="row">{personLabel(t, person)}</th>
              {FIGURES.map(([key]) => (
                <td key={key}>{person.figures[key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Each training's answered / present / came. */
export function TrainingsTable({ trainings }: { trainings: StatisticsResponse['trainings'] }) {
  const { t } = useTranslation();
  const formatDay = useDayFormat();
  const caption = t('statistics.trainingsTable');
  return (
    <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table} data-testid="trainings-table">
        <caption className={`${text.subtitle2} ${styles.caption}`}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('statistics.day')}</th>
            <th scope="col">{t('statistics.answered')}</th>
            <th scope="col">{t('statistics.present')}</th>
            <th scope="col">{t('statistics.came')}</th>
          </tr>
        </thead>
        <tbody>
          {trainings.map((training) => (
            <tr key={training.day}>
              <th scope="row">{formatDay(training.day, 'weekdayDayMonth')}</th>
              <td>{training.answered}</td>
              <td>{training.present}</td>
              <td>{training.came ?? t('statistics.notRecorded')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
